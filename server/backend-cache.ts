/**
 * The server's shared cache of the school's backend (issue 36, "Caching, so that a burst never reaches the backend").
 * Pages served by the server call `/api/...` on the site's own origin; this answers them from one copy per address:
 * - fresh for FRESH_MS: answered from the copy, the backend not asked;
 * - then stale for STALE_WHILE_REVALIDATE_MS: answered from the copy at once while one refresh runs;
 * - when the backend fails (down, past UPSTREAM_TIMEOUT_MS, a 5xx), a copy up to STALE_IF_ERROR_MS old is answered;
 * - requests for one address arriving together wait for one backend call (single flight), so a burst of visitors
 *   on results day reaches the backend once per address and lifetime.
 * A request carrying `Authorization` (a visitor's token, api-contract.md "Auth"), and every method but GET and HEAD
 * (the TC request), goes to the backend as it is and is never cached.
 * Web APIs only (fetch, Request, Response, AbortSignal): the same code runs on any runtime that hosts the handler.
 */

/** How long a copy is answered without asking the backend. */
export const FRESH_MS = 60_000
/** After FRESH_MS, how long a copy is still answered while one refresh runs. */
export const STALE_WHILE_REVALIDATE_MS = 10 * 60_000
/** After FRESH_MS, how long a copy is answered when the backend fails. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60_000
/** The backend's time for one call; a slow answer still fills the cache for the next visitor within it. */
const UPSTREAM_TIMEOUT_MS = 15_000
/** Copies kept at most (the least recently stored goes first): memory stays bounded whatever addresses are asked. */
export const MAX_ENTRIES = 500
/** A larger answer is passed on but not kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024

/** The header that says how an answer was served, for logs and tests. */
export const CACHE_STATUS_HEADER = 'X-Backend-Cache'
type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS'

/** `Cache-Control` of a shared answer: a CDN in front may keep it as this cache does; a browser asks again. */
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=${
  STALE_WHILE_REVALIDATE_MS / 1000
}, stale-if-error=${STALE_IF_ERROR_MS / 1000}`

/**
 * Set on every call the cache makes. A server whose BACKEND_URL leads back to itself (a build's VITE_API_BASE_URL
 * that names the site, taken as the default) gets its own call: app.ts answers it with 508, not another call.
 */
export const FORWARDED_BY_HEADER = 'X-Forwarded-By-School-Server'

/** Request headers the backend is sent; nothing else of the visitor's (cookies, host) leaves the server. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'content-type'] as const
/** Response headers passed back from the backend. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'last-modified'] as const

/** Answers stored: a success, and a 404 (an unknown album id is an answer too, and a burst may ask for it). */
function isStorable(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404
}

interface Entry {
  status: number
  headers: Array<[string, string]>
  body: ArrayBuffer
  storedAt: number
}

export interface BackendCacheOptions {
  /** The backend's origin (BACKEND_URL), e.g. `https://content.example.org`. */
  backendUrl: string
  fetch?: typeof fetch
  now?: () => number
}

export interface BackendCache {
  /** Answers a request for `/api/...` on the site's origin from the cache or the backend. Never rejects. */
  handle(request: Request): Promise<Response>
  /** Copies held now. */
  size(): number
}

export function createBackendCache({
  backendUrl,
  fetch: fetchFromBackend = fetch,
  now = Date.now,
}: BackendCacheOptions): BackendCache {
  const backendOrigin = new URL(backendUrl).origin
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry | Response>>()

  /** The visitor's request as the backend gets it: `method` is GET for the cache's own calls, whatever was asked. */
  function backendRequest(request: Request, method: string, body?: ArrayBuffer): Request {
    const { pathname, search } = new URL(request.url)
    const headers = new Headers()
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    headers.set(FORWARDED_BY_HEADER, '1')
    return new Request(`${backendOrigin}${pathname}${search}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  }

  /** The backend's answer, or a Response saying it failed (502, or 504 past UPSTREAM_TIMEOUT_MS). */
  async function ask(request: Request, method: string, body?: ArrayBuffer): Promise<Response> {
    try {
      return await fetchFromBackend(backendRequest(request, method, body))
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      return failure(
        timedOut ? 504 : 502,
        timedOut ? 'The backend did not answer in time.' : 'The backend is unreachable.',
      )
    }
  }

  function store(key: string, entry: Entry) {
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  }

  /** One backend call for `key` at a time: every caller meanwhile gets the same promise. */
  function refresh(key: string, request: Request): Promise<Entry | Response> {
    const running = inFlight.get(key)
    if (running) return running
    const call = (async (): Promise<Entry | Response> => {
      const answer = await ask(request, 'GET')
      if (!isStorable(answer.status)) return answer
      let body: ArrayBuffer
      try {
        body = await answer.arrayBuffer()
      } catch {
        return failure(502, 'The backend broke off its answer.')
      }
      const entry: Entry = { status: answer.status, headers: responseHeaders(answer), body, storedAt: now() }
      if (body.byteLength <= MAX_ENTRY_BYTES) store(key, entry)
      return entry
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  async function handle(request: Request): Promise<Response> {
    const method = request.method.toUpperCase()
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.has('authorization')) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer()
      const answer = await ask(request, method, body)
      return passedThrough(answer, method)
    }
    const { pathname, search } = new URL(request.url)
    const key = `${pathname}${search}`
    const entry = entries.get(key)
    const age = entry ? now() - entry.storedAt : Infinity
    if (entry && age < FRESH_MS) return fromEntry(entry, 'HIT', method)
    if (entry && age < FRESH_MS + STALE_WHILE_REVALIDATE_MS) {
      // The refresh outlives this request; its failure keeps the copy.
      void refresh(key, request)
      return fromEntry(entry, 'STALE', method)
    }
    const result = await refresh(key, request)
    if (!(result instanceof Response)) return fromEntry(result, 'MISS', method)
    if (entry && result.status >= 500 && age < FRESH_MS + STALE_IF_ERROR_MS) {
      return fromEntry(entry, 'STALE-IF-ERROR', method)
    }
    return passedThrough(result, method)
  }

  return { handle, size: () => entries.size }
}

function responseHeaders(answer: Response): Array<[string, string]> {
  return FORWARDED_RESPONSE_HEADERS.flatMap((name) => {
    const value = answer.headers.get(name)
    return value === null ? [] : [[name, value] as [string, string]]
  })
}

function fromEntry(entry: Entry, status: CacheStatus, method: string): Response {
  const headers = new Headers(entry.headers)
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set(CACHE_STATUS_HEADER, status)
  return new Response(method === 'HEAD' ? null : entry.body.slice(0), { status: entry.status, headers })
}

/** A backend answer given on as it came, never stored, never kept by a browser or a CDN. */
function passedThrough(answer: Response, method: string): Response {
  const headers = new Headers(responseHeaders(answer))
  headers.set('Cache-Control', 'private, no-store')
  headers.set(CACHE_STATUS_HEADER, 'BYPASS')
  // A redirect from the backend is not followed, and not handed to the browser either (its Location is the
  // backend's business): the call fails as any other backend error.
  if (answer.status >= 300 && answer.status < 400) return failure(502, 'The backend answered with a redirect.')
  return new Response(method === 'HEAD' ? null : answer.body, { status: answer.status, headers })
}

function failure(status: 502 | 504, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
      [CACHE_STATUS_HEADER]: 'BYPASS',
    },
  })
}
