import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { serve, type ServerType } from '@hono/node-server'
import { JSDOM } from 'jsdom'
import type { ViteDevServer } from 'vite'
import { productionVite } from './production-vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeEvents, largeNews } from '../../../mocks/scenarios/large'
import { FRESH_MS, STALE_WHILE_REVALIDATE_MS } from '../../../policy/caching'
import type * as App from '../../../server/app'
import { createBackendCache, type BackendCache } from '../../../server/backend-cache'
import type * as RenderPage from '../../../server/render-page'
import { BACKEND_COPY_HEADER } from '../../../src/api/backend-copy'
import type * as BaseUrl from '../../../src/api/base-url'
import type * as SanitizeHtml from '../../../src/shared/sanitize-html'
import type * as EntryServer from '../../../src/entry-server'
import { json, startHostileBackend, type HostileBackend, type HostileHandler } from './hostile-backend'
import { DATA_DEADLINE_MS } from '../../../src/config/constants'

/**
 * Distinct searches (`?q=`) on a school with thousands of records: each is a page rendered at request time (a search
 * is the visitor's words, never kept), by the real render (entry-server.tsx, loaded through Vite with the build's
 * plugins and React's production build, as the server's build bundles it), from the backend's large scenario. While
 * 300 of them arrive, /healthz must keep answering: a render may not hold the server's one thread for long, so the
 * list a search filters must not be parsed again by every render.
 */

const BURST_CLIENT = fileURLToPath(new URL('./burst-client.mjs', import.meta.url))
/** The review's burst: 300 distinct searches, 10 at a time. */
const SEARCHES = { total: 300, concurrency: 10 }
/** "The server keeps answering": /healthz within this, p95, during the burst. */
const HEALTH_P95_MS = 100
/**
 * A run past the bound is run once more on a server started afresh: the machine (2 cores) is shared with other work.
 * A server whose renders hold the thread fails both.
 */
const ATTEMPTS = 2
/** A search of the Events page, distinct for each request `{i}`, that finds events (the large scenario's titles). */
const SEARCH_PATH = '/Events?year=2026&q=event+{i}'

/** Vite's start, its first compile of the pages and the bursts, on the 2-core CI machine. */
const START_TIMEOUT_MS = 120_000
const TEST_TIMEOUT_MS = 240_000
/** The first render compiles the page's modules through Vite: longer than the server's deadline on a busy machine. */
const WARM_UP_DEADLINE_MS = 20_000

/** A prerendered page in small, as build/prerender-plugin.ts writes it (tests/server/render-page.test.ts). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">
    <title>School</title>
  </head>
  <body>
    <div id="root"><main><p role="status">Loading…</p></main></div>
    <template id="app-start"><script type="module" crossorigin src="/assets/index-abc.js"></script></template>
  </body>
</html>`

/** The backend's lists, written once: the large scenario's news and events, every other list empty. */
const ANSWERS = { events: JSON.stringify(largeEvents()), news: JSON.stringify(largeNews()) }

/** The backend of the large scenario. */
const largeLists: HostileHandler = (request, response) => {
  const path = request.url ?? ''
  response.writeHead(200, { 'Content-Type': 'application/json' })
  if (path.startsWith('/api/events/All/')) response.end(ANSWERS.events)
  else if (path.startsWith('/api/news/all/')) response.end(ANSWERS.news)
  else response.end('[]')
}

interface Timings {
  count: number
  p50: number
  p95: number
}
interface BurstResult {
  burst: Timings & { statuses: Record<string, number>; errors: number; ms: number }
  probes: Record<string, Timings>
}

describe('300 distinct searches of a large list', () => {
  let backend: HostileBackend
  let vite: ViteDevServer
  let entry: typeof EntryServer
  let baseUrl: typeof BaseUrl
  // Loaded once React's production build is chosen (below): the server's modules import React too.
  let server: typeof App & typeof RenderPage
  const cacheDir = mkdtempSync(join(tmpdir(), 'distinct-searches-vite-'))
  const saved = { apiBaseUrl: process.env.VITE_API_BASE_URL, nodeEnv: process.env.NODE_ENV }

  beforeAll(async () => {
    backend = await startHostileBackend(largeLists)
    // A live build's configuration (its file URLs are the backend's), and React's production build, which the
    // server's build bundles (vite.config.ts): its development build takes about three times the CPU a page.
    process.env.VITE_API_BASE_URL = backend.url
    process.env.NODE_ENV = 'production'
    server = {
      ...(await import('../../../server/app')),
      ...(await import('../../../server/render-page')),
    }
    vite = await productionVite(cacheDir)
    entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer
    baseUrl = (await vite.ssrLoadModule('/src/api/base-url.ts')) as typeof BaseUrl
    const sanitizer = (await vite.ssrLoadModule('/src/shared/sanitize-html.ts')) as typeof SanitizeHtml
    sanitizer.sanitizeInWindow(new JSDOM('').window)
    rendersThrough(createBackendCache({ backendUrl: backend.url }))
    // The page's modules compiled, and the backend cache holding the lists, as on a server in use.
    await entry.renderPageWithData('/Events?year=2026&q=warm', WARM_UP_DEADLINE_MS)
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    await vite?.close()
    await backend?.close()
    rmSync(cacheDir, { recursive: true, force: true })
    for (const [name, value] of [
      ['VITE_API_BASE_URL', saved.apiBaseUrl],
      ['NODE_ENV', saved.nodeEnv],
    ] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  /** The backend cache the renders' calls go to, as node.ts sets it. */
  function rendersThrough(cache: BackendCache) {
    baseUrl.answerApiCallsWith({
      origin: 'http://127.0.0.1:1',
      fetch: (request: Request) => cache.handle(request),
      sendsPages: true,
    })
  }

  /** The server as node.ts makes it, with the real render, on a socket of its own; its origin and a way to stop it. */
  async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
    const { createApp, DATA_PAGES } = server
    const app = createApp({
      schoolCode: 'DEMO01',
      backend: createBackendCache({ backendUrl: backend.url }),
      securityHeaders: [['Content-Security-Policy', "default-src 'self'; script-src 'self'"]],
      log: () => undefined,
      pages: {
        shellOf: (path) => (DATA_PAGES.includes(path) ? SHELL : undefined),
        render: (url) => entry.renderPageWithData(url, DATA_DEADLINE_MS),
        lists: entry.loadSchoolLists,
        siteUrl: 'https://school.example',
      },
    })
    let listening: ServerType | undefined
    const started = await new Promise<AddressInfo>((resolve) => {
      listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)
    })
    return {
      origin: `http://127.0.0.1:${started.port}`,
      stop: () => new Promise((resolve) => (listening ? listening.close(() => resolve()) : resolve())),
    }
  }

  /** The burst, from a process of its own (burst-client.mjs), /healthz probed meanwhile; and the longest stall. */
  async function searchBurst(): Promise<BurstResult & { stallMs: number }> {
    const { origin, stop } = await startServer()
    const stalls = monitorEventLoopDelay({ resolution: 5 })
    stalls.enable()
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          BURST_CLIENT,
          `--base=${origin}`,
          `--path=${SEARCH_PATH}`,
          `--total=${SEARCHES.total}`,
          `--concurrency=${SEARCHES.concurrency}`,
          '--probe=/healthz',
        ],
        { timeout: TEST_TIMEOUT_MS },
      )
      return { ...(JSON.parse(stdout) as BurstResult), stallMs: Math.round(stalls.max / 1e6) }
    } finally {
      stalls.disable()
      await stop()
    }
  }

  it(
    `/healthz answers within ${HEALTH_P95_MS} ms p95 meanwhile`,
    async () => {
      const runs: string[] = []
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const result = await searchBurst()
        // Every search answered: rendered, or the prerendered page past the renders the server runs at once.
        expect(result.burst.errors).toBe(0)
        expect(result.burst.statuses).toEqual({ 200: SEARCHES.total })
        const p95 = result.probes['/healthz']?.p95 ?? Number.POSITIVE_INFINITY
        runs.push(`/healthz p95 ${p95} ms, the server's longest stall ${result.stallMs} ms`)
        console.log(`distinct searches, run ${attempt}: ${runs.at(-1)} (the burst: ${result.burst.ms} ms)`)
        if (p95 <= HEALTH_P95_MS) return
      }
      expect.fail(`/healthz was past ${HEALTH_P95_MS} ms p95 during ${SEARCHES.total} searches: ${runs.join('; ')}`)
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'a search shows what the backend says once the cache has its new answer, not the list parsed before',
    async () => {
      let clock = Date.now()
      rendersThrough(createBackendCache({ backendUrl: backend.url, now: () => clock }))
      const search = async () =>
        (await entry.renderPageWithData('/Events?year=2026&q=robotics', WARM_UP_DEADLINE_MS)).html
      try {
        expect(await search()).not.toContain('Robotics fair')
        backend.answerWith((request, response) =>
          request.url?.startsWith('/api/events/All/')
            ? json(response, [{ _id: 'robotics', title: 'Robotics fair', date: '2026-03-10' }])
            : json(response, []),
        )
        // The cache's copy is still fresh: the same answer, and the records parsed from it.
        expect(await search()).not.toContain('Robotics fair')
        // Past its freshness and its stale time, the cache asks the backend again: a new copy, parsed anew.
        clock += FRESH_MS + STALE_WHILE_REVALIDATE_MS
        expect(await search()).toContain('Robotics fair')
      } finally {
        backend.answerWith(largeLists)
        rendersThrough(createBackendCache({ backendUrl: backend.url }))
      }
    },
    TEST_TIMEOUT_MS,
  )
})

describe("the backend cache's copies, named for the server's renders", () => {
  const LIST = [{ _id: '1', title: 'Sports day' }]

  it('answers a request naming the copy it would answer from with 304, no body, kept by no one', async () => {
    let clock = 0
    let answer: unknown = LIST
    const cache = createBackendCache({
      backendUrl: 'https://content.example.org',
      fetch: (async () => Response.json(answer)) as typeof fetch,
      now: () => clock,
    })
    const ask = (copy?: string) =>
      cache.handle(
        new Request('http://school.test/api/events/All/DEMO01', {
          headers: copy === undefined ? {} : { [BACKEND_COPY_HEADER]: copy },
        }),
      )
    const first = await ask()
    const copy = first.headers.get(BACKEND_COPY_HEADER) ?? ''
    expect(copy).not.toBe('')
    expect(await first.json()).toEqual(LIST)

    const known = await ask(copy)
    expect(known.status).toBe(304)
    expect(known.body).toBeNull()
    expect(known.headers.get('Cache-Control')).toBe('no-store')
    // Any other name (a visitor's guess, an old copy's) gets the whole answer.
    const other = await ask('another-copy')
    expect(other.status).toBe(200)
    expect(await other.json()).toEqual(LIST)

    // A new answer from the backend is a new copy, with a new name: the old name gets it whole.
    answer = [{ _id: '2', title: 'Science fair' }]
    clock += FRESH_MS + STALE_WHILE_REVALIDATE_MS
    const changed = await ask(copy)
    expect(changed.status).toBe(200)
    expect(changed.headers.get(BACKEND_COPY_HEADER)).not.toBe(copy)
    expect(await changed.json()).toEqual(answer)
  })
})
