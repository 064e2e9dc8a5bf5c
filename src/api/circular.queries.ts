import { circularSchema } from './circular.schema'
import { listQuery } from './list-query'

export const circularsQuery = () => listQuery('circulars', circularSchema)
