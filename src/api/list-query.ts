import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { schoolCode } from './backend-request'
import { AUTH_ENDPOINTS, ENDPOINTS, type Endpoint } from './endpoints'
import { parseList } from './parse'
import { readList } from './parsed-lists'

/**
 * queryOptions for a GET of the contract that answers a list, parsed record by record. Its path, and whether it is
 * an "(auth)" call, follow from the endpoint's name (endpoints.ts).
 */
export function listQuery<TKey extends QueryKey, TSchema extends z.ZodMiniType>(
  queryKey: TKey,
  endpoint: Endpoint,
  schema: TSchema,
) {
  const path = ENDPOINTS[endpoint](schoolCode)
  const auth = AUTH_ENDPOINTS.has(endpoint)
  // The caller's key names the call; path and schema follow from it, so they need not be in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      readList(endpoint, path, { auth, signal }, (answer) => parseList(`GET /api/${path}`, schema, answer)),
  })
}
