import { circularSchema } from './circular.schema'
import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'

export const circularsQuery = () =>
  listQuery(['circulars'], ENDPOINTS.circulars(schoolCode), circularSchema, { auth: true })
