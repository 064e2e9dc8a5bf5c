import { describe, expect, it } from 'vitest'
import { FRESH_MS, STALE_IF_ERROR_MS, STALE_WHILE_REVALIDATE_MS } from '../../policy/caching'
import { CACHE_STATUS_HEADER, createBackendCache, MAX_ENTRIES } from '../../server/backend-cache'

const SITE = 'http://school.test'
const BACKEND = 'https://content.example.org'
const TOPPERS = '/api/topper/DEMO01'

/** A backend that answers each call with its number, after `delayMs`, and records what it was sent. */
function fakeBackend({ delayMs = 5 } = {}) {
  const calls: Request[] = []
  let answer: (call: number) => Promise<Response> | Response = (call) =>
    Response.json({ call }, { headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'secret=1' } })
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request
    calls.push(request)
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    return answer(calls.length)
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    answerWith(next: typeof answer) {
      answer = next
    },
  }
}

function clock() {
  let time = 1_000_000
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

const get = (path: string, headers?: HeadersInit) => new Request(`${SITE}${path}`, { headers })

async function bodyOf(response: Response) {
  return (await response.json()) as { call: number }
}

describe('the server’s backend cache', () => {
  it('a burst of 1,000 visitors at once reaches the backend once, and each gets the answer', async () => {
    const backend = fakeBackend({ delayMs: 50 })
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    const answers = await Promise.all(Array.from({ length: 1000 }, () => cache.handle(get(TOPPERS))))
    expect(backend.calls).toHaveLength(1)
    expect(backend.calls[0]?.url).toBe(`${BACKEND}${TOPPERS}`)
    const bodies = await Promise.all(answers.map(bodyOf))
    expect(new Set(bodies.map((body) => body.call))).toEqual(new Set([1]))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
  })

  it('answers from its copy for 60 s, then the stale copy at once while one refresh runs', async () => {
    const backend = fakeBackend({ delayMs: 20 })
    const time = clock()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch, now: time.now })
    const first = await cache.handle(get(TOPPERS))
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(first.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    )
    // A CDN in front keeps it for what is left of the copy's freshness.
    time.advance(20_000)
    expect((await cache.handle(get(TOPPERS))).headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=40,/)
    time.advance(FRESH_MS - 20_000 - 1)
    const fresh = await cache.handle(get(TOPPERS))
    expect(fresh.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect(fresh.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=0,/)
    expect(backend.calls).toHaveLength(1)

    time.advance(2)
    const during = await Promise.all(Array.from({ length: 50 }, () => cache.handle(get(TOPPERS))))
    expect(during.map((answer) => answer.headers.get(CACHE_STATUS_HEADER))).toEqual(Array(50).fill('STALE'))
    expect(during[0]?.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=0,/)
    expect((await bodyOf(during[0]!)).call).toBe(1)
    // One refresh for the 50, and its answer serves the next visitor.
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(backend.calls).toHaveLength(2)
    const after = await cache.handle(get(TOPPERS))
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect((await bodyOf(after)).call).toBe(2)
  })

  it('past the stale time, a visitor waits for the backend; a backend that fails gets the copy for a day', async () => {
    const backend = fakeBackend()
    const time = clock()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch, now: time.now })
    await cache.handle(get(TOPPERS))
    time.advance(FRESH_MS + STALE_WHILE_REVALIDATE_MS + 1)
    backend.answerWith(() => {
      throw new TypeError('fetch failed')
    })
    const down = await cache.handle(get(TOPPERS))
    expect(down.status).toBe(200)
    expect(down.headers.get(CACHE_STATUS_HEADER)).toBe('STALE-IF-ERROR')
    expect((await bodyOf(down)).call).toBe(1)

    backend.answerWith(() => new Response('<html>Server error</html>', { status: 500 }))
    expect((await cache.handle(get(TOPPERS))).headers.get(CACHE_STATUS_HEADER)).toBe('STALE-IF-ERROR')

    time.advance(STALE_IF_ERROR_MS)
    const tooOld = await cache.handle(get(TOPPERS))
    expect(tooOld.status).toBe(500)
    expect(tooOld.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('an unreachable backend is a 502 and one past its time a 504, with a JSON message, never stored', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    backend.answerWith(() => {
      throw new TypeError('fetch failed')
    })
    const unreachable = await cache.handle(get(TOPPERS))
    expect(unreachable.status).toBe(502)
    expect(await unreachable.json()).toEqual({ message: 'The backend is unreachable.' })
    backend.answerWith(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError')
    })
    expect((await cache.handle(get(TOPPERS))).status).toBe(504)
    expect(cache.size()).toBe(0)
  })

  it('a request with a token goes to the backend every time with its token, and is never stored', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    for (let visit = 0; visit < 3; visit += 1) {
      const answer = await cache.handle(get(TOPPERS, { Authorization: 'Bearer parent-token' }))
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    }
    expect(backend.calls.map((call) => call.headers.get('Authorization'))).toEqual(Array(3).fill('Bearer parent-token'))
    expect(cache.size()).toBe(0)
    // The next visitor without a token does not get the token's answer.
    expect((await cache.handle(get(TOPPERS))).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
  })

  it('the TC request is passed on with its body and never stored', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    const body = JSON.stringify({ name: 'Asha Verma', admission: 'A-1234' })
    const answer = await cache.handle(
      new Request(`${SITE}/api/tc/DEMO01`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
    )
    expect(answer.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    expect(backend.calls[0]?.method).toBe('POST')
    expect(await backend.calls[0]?.text()).toBe(body)
    expect(cache.size()).toBe(0)
  })

  it('sends the backend the path and query only, none of the visitor’s cookies; passes back no cookie', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    const answer = await cache.handle(
      get('/api/subGallery?id=album%201', { Cookie: 'session=abc', Accept: 'application/json' }),
    )
    const sent = backend.calls[0]!
    expect(sent.url).toBe(`${BACKEND}/api/subGallery?id=album%201`)
    expect(sent.headers.get('Cookie')).toBeNull()
    expect(sent.headers.get('Accept')).toBe('application/json')
    expect(answer.headers.get('Set-Cookie')).toBeNull()
    expect(answer.headers.get('Content-Type')).toBe('application/json')
  })

  it('a HEAD request does not leave an empty copy for the next GET', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    const head = await cache.handle(new Request(`${SITE}${TOPPERS}`, { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(backend.calls[0]?.method).toBe('GET')
    expect((await bodyOf(await cache.handle(get(TOPPERS)))).call).toBe(1)
  })

  it('keeps at most MAX_ENTRIES copies, whatever addresses are asked', async () => {
    const backend = fakeBackend({ delayMs: 0 })
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    for (let id = 0; id < MAX_ENTRIES + 100; id += 1) await cache.handle(get(`/api/subGallery?id=${id}`))
    expect(cache.size()).toBe(MAX_ENTRIES)
  })

  it('a backend redirect is not followed nor handed on', async () => {
    const backend = fakeBackend()
    const cache = createBackendCache({ backendUrl: BACKEND, fetch: backend.fetch })
    backend.answerWith(() => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }))
    const answer = await cache.handle(get(TOPPERS))
    expect(answer.status).toBe(502)
    expect(answer.headers.get('Location')).toBeNull()
  })
})
