import { schoolCode } from './client'
import { highlightSchema } from './highlight.schema'
import { listQuery } from './list-query'

export const highlightsQuery = () => listQuery(['highlights'], `highlight/${schoolCode}`, highlightSchema)
