import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { eventSchema } from './event.schema'
import { listQuery } from './list-query'

/** Home page events (the carousel). */
export const eventsHomeQuery = () => listQuery(['events', 'home'], ENDPOINTS.eventsHome(schoolCode), eventSchema)
/** Every event (the Events page). */
export const eventsAllQuery = () => listQuery(['events', 'all'], ENDPOINTS.eventsAll(schoolCode), eventSchema)
