import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { getJson } from './client'
import { parseList } from './parse'

/** queryOptions for a GET of the contract that answers a list, parsed record by record. */
export function listQuery<TKey extends QueryKey, TSchema extends z.ZodMiniType>(
  queryKey: TKey,
  path: string,
  schema: TSchema,
  { auth = false }: { auth?: boolean } = {},
) {
  // The caller's key names the call; path and schema follow from it, so they need not be in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => parseList(`GET /api/${path}`, schema, await getJson(path, { auth, signal })),
  })
}
