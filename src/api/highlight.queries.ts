import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { highlightSchema } from './highlight.schema'
import { listQuery } from './list-query'

export const highlightsQuery = () => listQuery(['highlights'], ENDPOINTS.highlights(schoolCode), highlightSchema)
