import { replaceEqualDeep } from '@tanstack/react-query'

/**
 * Answers fetched with the visitor's token (an "(auth)" call sent with `Authorization`), remembered by identity for
 * as long as they are in memory. They are never saved to localStorage (query-client.ts), so nothing fetched with a
 * token is shown from storage after the token has gone.
 */
const fetchedWithToken = new WeakSet<object>()

export function markFetchedWithToken<T>(data: T): T {
  if (typeof data === 'object' && data !== null) fetchedWithToken.add(data)
  return data
}

export function isFetchedWithToken(data: unknown): boolean {
  return typeof data === 'object' && data !== null && fetchedWithToken.has(data)
}

/**
 * TanStack Query's structural sharing (the query client's default), except for an answer fetched with the token:
 * it is kept as it came. Sharing would put a copy, or the earlier answer, in the cache in its place, without the
 * mark, and a token answer that replaced a saved public one would have been saved after all.
 */
export function shareUnlessFetchedWithToken(previous: unknown, next: unknown): unknown {
  return isFetchedWithToken(next) ? next : replaceEqualDeep(previous, next)
}
