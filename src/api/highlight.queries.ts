import { highlightSchema } from './highlight.schema'
import { listQuery } from './list-query'

export const highlightsQuery = () => listQuery('highlights', highlightSchema)
