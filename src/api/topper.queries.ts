import { listQuery } from './list-query'
import { topperSchema } from './topper.schema'

/** All topper records of every class: the three topper pages share this one cache entry and filter by class. */
export const toppersQuery = () => listQuery('toppers', topperSchema)
