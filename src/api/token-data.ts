/**
 * Answers fetched with the visitor's token (an "(auth)" call sent with `Authorization`), remembered by identity for
 * as long as they are in memory. They are never saved to localStorage (query-client.ts), so nothing fetched with a
 * token is shown from storage after the token has gone (issue 17).
 */
const fetchedWithToken = new WeakSet<object>()

export function markFetchedWithToken<T>(data: T): T {
  if (typeof data === 'object' && data !== null) fetchedWithToken.add(data)
  return data
}

export function isFetchedWithToken(data: unknown): boolean {
  return typeof data === 'object' && data !== null && fetchedWithToken.has(data)
}
