import ky from 'ky'

/**
 * The one HTTP client. Retries belong to TanStack Query (with back-off), so ky does none; the time limit is the
 * caller's deadline (deadline.ts), which covers the body too, so ky's own timeout (headers only) is off.
 * Every call asks the backend (`cache: 'no-cache'`: the browser's HTTP cache may only revalidate, never answer):
 * backend data has one cache, the query cache (query-client.ts), and when it asks again it gets what the backend
 * says now, whatever caching headers the backend sends.
 */
export const http = ky.create({ timeout: false, retry: 0, cache: 'no-cache' })
