import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BACKEND_COPY_HEADER } from '../src/api/backend-copy'
import { API_PREFIX } from '../src/api/endpoints'
import { backendCallOf } from './api-request-rules'
import { FORWARDED_BY_HEADER, type BackendCache } from './backend-cache'
import { BACKEND_ANSWER_HEADERS, servedSafely } from './backend-files'

/** The largest request body passed to the backend: the TC request is a name and an admission number. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024

export interface ApiProxyOptions {
  /** Undefined when no backend is configured (a demo build: its data comes from the mock worker in the browser). */
  backend: BackendCache | undefined
  /** The school code of the backend's calls (the build's VITE_SCHOOL_CODE): no other reaches the backend. */
  schoolCode: string
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * `/api/...`: the school's backend on the site's own origin, through the shared cache (backend-cache.ts). Only the
 * contract's calls reach the backend, refused before their body is read (api-request-rules.ts), and their bodies are
 * bounded; every /api/ answer, whoever made it, is sandboxed and `nosniff` (backend-files.ts), the site's own headers
 * added after it only where it has none.
 */
export function apiProxy({ backend, schoolCode }: ApiProxyOptions): Hono {
  const api = new Hono()
  api.use(`${API_PREFIX}*`, async (c, next) => {
    const call = backendCallOf(c.req.method, new URL(c.req.url), schoolCode)
    if (!call.allowed) {
      const headers: Record<string, string> = { ...Object.fromEntries(BACKEND_ANSWER_HEADERS), ...NO_STORE }
      if (call.allow !== undefined) headers.Allow = call.allow
      return c.json({ message: call.message }, call.status, headers)
    }
    await next()
    for (const [name, value] of BACKEND_ANSWER_HEADERS) c.res.headers.set(name, value)
  })
  api.use(
    `${API_PREFIX}*`,
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.json({ message: 'Too large.' }, 413) }),
  )
  api.all(`${API_PREFIX}*`, async (c) => {
    if (!backend) return c.json({ message: 'No backend is configured (BACKEND_URL).' }, 503, NO_STORE)
    if (c.req.header(FORWARDED_BY_HEADER)) {
      return c.json({ message: 'BACKEND_URL leads back to this server: set it to the backend.' }, 508, NO_STORE)
    }
    // Allowed (above): what the call answers, JSON or a file, decides which types the backend's answer may keep.
    const call = backendCallOf(c.req.method, new URL(c.req.url), schoolCode)
    // The cache's copy names are between it and the server's own renders: never taken from a visitor (who could
    // otherwise ask for empty answers) nor shown to one.
    const request = new Request(c.req.raw)
    request.headers.delete(BACKEND_COPY_HEADER)
    const answer = servedSafely(call.allowed ? call.answers : 'file', await backend.handle(request))
    answer.headers.delete(BACKEND_COPY_HEADER)
    return answer
  })
  return api
}
