import { queryOptions } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { schoolCode } from './backend-request'
import { AUTH_ENDPOINTS, ENDPOINTS, type Endpoint } from './endpoints'
import { parseList } from './parse'
import { readList } from './parsed-lists'

/**
 * A list's query key: its endpoint's name in words (`newsAll` → `['news', 'all']`), so that the lists of one kind
 * share a prefix (`['gallery', …]`, with an album's `['gallery', 'item', id]`) and the name is written once.
 */
const listQueryKey = (endpoint: Endpoint): string[] => endpoint.split(/(?=[A-Z])/).map((word) => word.toLowerCase())

/**
 * queryOptions for a GET of the contract that answers a list, parsed record by record. Its key, its path, and
 * whether it is an "(auth)" call follow from the endpoint's name (endpoints.ts).
 */
export function listQuery<TSchema extends z.ZodMiniType>(endpoint: Endpoint, schema: TSchema) {
  const path = ENDPOINTS[endpoint](schoolCode)
  const auth = AUTH_ENDPOINTS.has(endpoint)
  // The key names the call; path and schema follow from it, so they need not be in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: listQueryKey(endpoint),
    // Read by the build, which learns a page's first calls by running its route's loader (build/app-route-pages.ts).
    meta: { endpoint },
    queryFn: ({ signal }) =>
      readList(endpoint, path, { auth, signal }, (answer) => parseList(`GET /api/${path}`, schema, answer)),
  })
}
