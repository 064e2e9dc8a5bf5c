import ky from 'ky'
import { serverApiFetch } from './base-url'

/**
 * The one HTTP client. Retries belong to TanStack Query (with back-off), so ky does none; the time limit is the
 * caller's deadline (deadline.ts), which covers the body too, so ky's own timeout (headers only) is off.
 * Every call asks the backend (`cache: 'no-cache'`: the browser's HTTP cache may only revalidate, never answer):
 * backend data has one cache, the query cache (query-client.ts), and when it asks again it gets what the backend
 * says now, whatever caching headers the backend sends. A render on the optional server hands its calls to the
 * server's backend cache (base-url.ts).
 */
export const http = ky.create({
  timeout: false,
  retry: 0,
  cache: 'no-cache',
  fetch: (input, init) => {
    const answer = serverApiFetch()
    return answer ? answer(new Request(input, init)) : globalThis.fetch(input, init)
  },
})
