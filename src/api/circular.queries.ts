import { circularSchema } from './circular.schema'
import { schoolCode } from './client'
import { listQuery } from './list-query'

export const circularsQuery = () =>
  listQuery(['circulars'], `circular/all/${schoolCode}`, circularSchema, { auth: true })
