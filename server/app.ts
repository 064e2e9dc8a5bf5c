import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CACHE_STATUS_HEADER, FORWARDED_BY_HEADER, type BackendCache } from './backend-cache'

/**
 * The optional server's request handler (issue 36), on Hono: it knows nothing of the runtime that hosts it. The
 * Node edge (node.ts) adds the build's files and starts it; another runtime would add its own.
 * - `/healthz`: 200 while the server runs, for a load balancer or a service manager;
 * - `/api/...`: the school's backend on the site's own origin, through the shared cache (backend-cache.ts);
 * - every answer carries the deployment's security headers, and one log line.
 */
export interface AppOptions {
  /** Undefined when no backend is configured (a demo build: its data comes from the mock worker in the browser). */
  backend: BackendCache | undefined
  /** The deployment's security headers (the build writes them to `_headers`), set on every answer that lacks one. */
  securityHeaders: ReadonlyArray<readonly [name: string, value: string]>
  /** One line a request. */
  log: (line: string) => void
  /** Routes of the hosting runtime (its files), added after the server's own. */
  routes?: (app: Hono) => void
}

export const HEALTH_PATH = '/healthz'

/** The largest request body passed to the backend: the TC request is a name and an admission number. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024

export function createApp({ backend, securityHeaders, log, routes }: AppOptions): Hono {
  const app = new Hono()
  app.use(requestLog(log))
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of securityHeaders) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })
  app.get(HEALTH_PATH, (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  app.use(
    '/api/*',
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.json({ message: 'Too large.' }, 413) }),
  )
  app.all('/api/*', (c) => {
    const noStore = { 'Cache-Control': 'no-store' }
    if (!backend) return c.json({ message: 'No backend is configured (BACKEND_URL).' }, 503, noStore)
    if (c.req.header(FORWARDED_BY_HEADER)) {
      return c.json({ message: 'BACKEND_URL leads back to this server: set it to the backend.' }, 508, noStore)
    }
    return backend.handle(c.req.raw)
  })
  routes?.(app)
  return app
}

/**
 * `2026-11-27T05:50:00.000Z GET /api/topper/DEMO01 200 3 ms HIT`: the time, the method, the path without its query
 * (a search's words are the visitor's), the status, the time taken and, for backend calls, how the cache answered.
 */
function requestLog(log: (line: string) => void): MiddlewareHandler {
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
