import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { topperSchema } from './topper.schema'

/** All topper records of every class: the three topper pages share this one cache entry and filter by class. */
export const toppersQuery = () => listQuery(['toppers'], ENDPOINTS.toppers(schoolCode), topperSchema, { auth: true })
