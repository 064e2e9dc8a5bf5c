import { eventSchema } from './event.schema'
import { listQuery } from './list-query'

/** Home page events (the carousel). */
export const eventsHomeQuery = () => listQuery('eventsHome', eventSchema)
/** Every event (the Events page). */
export const eventsAllQuery = () => listQuery('eventsAll', eventSchema)
