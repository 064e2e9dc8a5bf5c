import type { MiddlewareHandler } from 'hono'
import { CACHE_STATUS_HEADER } from './backend-cache'

/**
 * One line a request, written once the answer is made: `2026-11-27T05:50:00.000Z GET /api/topper/DEMO01 200 3 ms HIT`:
 * the time, the method, the path without its query (a search's words are the visitor's), the status, the time taken
 * and, for backend calls, how the cache answered.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const took = Math.round(performance.now() - started)
    const cache = c.res.headers.get(CACHE_STATUS_HEADER)
    // The URL's own pathname is percent-encoded: no line break of the visitor's can reach the log.
    const path = new URL(c.req.url).pathname
    log(
      [new Date().toISOString(), c.req.method, path, c.res.status, `${took} ms`, cache]
        .filter((part) => part !== null)
        .join(' '),
    )
  }
}
