import { Hono } from 'hono'

export const HEALTH_PATH = '/healthz'

/** `/healthz`: 200 while the server runs, for a load balancer or a service manager; never kept by a cache. */
export function health(): Hono {
  return new Hono().get(HEALTH_PATH, (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
}
