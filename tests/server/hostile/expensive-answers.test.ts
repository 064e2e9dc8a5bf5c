import { Hono } from 'hono'
import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { serve, type ServerType } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { largeEvents } from '../../../mocks/scenarios/large'
import { DATA_PAGE_CACHE_CONTROL, FRESH_MS } from '../../../policy/caching'
import { createApp } from '../../../server/app'
import { CONCURRENT_RENDERS } from '../../../server/data-pages'
import { createBackendCache } from '../../../server/backend-cache'
import { createKeptAnswers } from '../../../server/kept-answers'
import { eventSchema, type SchoolEvent } from '../../../src/api/event.schema'

/**
 * Expensive answers (the feeds, the data pages) are computed once under concurrency
 * and kept for their freshness time, whatever query string a client makes up; and while they are computed, the
 * server keeps answering. The bursts run over a real socket from a process of their own (burst-client.mjs), as the
 * issue's measurements did, so the server's thread is the server's alone.
 */

const BURST_CLIENT = fileURLToPath(new URL('./burst-client.mjs', import.meta.url))
/** The burst: 60 requests, 10 at a time. */
const BURST = { total: 60, concurrency: 10 }
/** "The server keeps answering": /healthz and a fixed page within this, p95, during any burst. */
const KEEPS_ANSWERING_P95_MS = 100
/** How long a simulated render holds the thread (a real one on 5,000 events: tens of milliseconds). */
const RENDER_THREAD_MS = 40
/** A burst of 60 calendars took minutes before the fix (a second of CPU each). */
const BURST_TEST_TIMEOUT_MS = 240_000

const EVENTS: SchoolEvent[] = largeEvents().map((event) => eventSchema.parse(event))

/** A prerendered page in small, as build/prerender-plugin.ts writes it. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">
    <title>Events | School</title>
  </head>
  <body>
    <div id="root" data-prerendered-path="/Events"><p role="status">Loading the events…</p></div>
    <template id="app-start"><script type="module" src="/assets/index-abc.js"></script></template>
  </body>
</html>`

const SHELLS: Record<string, string> = {
  '/Events': SHELL,
  '/News': SHELL,
  '/': SHELL,
  '/about': '<!doctype html><html lang="en"><body><div id="root"><h1>About us</h1></div></body></html>',
}

/** What a render gives: the page's markup and the router's inline script. */
const rendered = (url: string) =>
  `<main><h1>Events</h1><p>${url.length}</p></main><script class="$tsr">self.$_TSR={};$_TSR.router=1</script>`

type Render = (url: string) => Promise<{ status: number; html: string; complete?: boolean }>

/** Burns the thread for `ms`, as React's rendering of a long list does. */
function busyFor(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // The thread is held on purpose.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Counted {
  app: ReturnType<typeof createApp>
  calls: { lists: number; renders: string[] }
}

function countingApp(render: Render = async (url) => ({ status: 200, html: rendered(url), complete: true })): Counted {
  const calls: Counted['calls'] = { lists: 0, renders: [] }
  const app = createApp({
    schoolCode: 'DEMO01',
    backend: createBackendCache({
      backendUrl: 'https://content.example.org',
      fetch: (async () => Response.json([])) as typeof fetch,
    }),
    securityHeaders: [['Content-Security-Policy', "default-src 'self'; script-src 'self'"]],
    log: () => undefined,
    pages: {
      shellOf: (path) => SHELLS[path],
      render: (url) => {
        calls.renders.push(url)
        return render(url)
      },
      lists: async () => {
        calls.lists += 1
        return { news: [], events: EVENTS, complete: true }
      },
      siteUrl: 'https://www.example-school.org',
    },
    files: new Hono().get('*', (c) => c.text('a file of the build')),
  })
  return { app, calls }
}

let server: ServerType | undefined
async function close() {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
}
afterEach(close)

/** Serves `app` on a real socket on 127.0.0.1 (port 0: the system's choice); its origin. */
async function listen(app: Counted['app']): Promise<string> {
  const started = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)
  })
  return `http://127.0.0.1:${started.port}`
}

interface Timings {
  count: number
  p50: number
  p95: number
}
interface BurstResult {
  burst: Timings & { statuses: Record<string, number>; distinctBodies: number; errors: number; ms: number }
  probes: Record<string, Timings>
}

/** The burst on `path` (`{i}` the request's number), /healthz and /about probed meanwhile. */
async function burst(origin: string, path: string): Promise<BurstResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      BURST_CLIENT,
      `--base=${origin}`,
      `--path=${path}`,
      `--total=${BURST.total}`,
      `--concurrency=${BURST.concurrency}`,
      '--probe=/healthz',
      '--probe=/about',
    ],
    { timeout: BURST_TEST_TIMEOUT_MS },
  )
  return JSON.parse(stdout) as BurstResult
}

/**
 * Times taken on a machine shared with other work (CI, the other test files running beside this one) vary with its
 * load: a burst whose probes are past the bound is run again, on a server started afresh, up to this many times. Before
 * the fix every run was seconds past it (the issue: /healthz 9.9 s); a server that blocks fails every run.
 */
const TIMING_ATTEMPTS = 3

/**
 * Runs `attempt` (a burst on a fresh server, which checks what it must) until /healthz and /about answered within
 * KEEPS_ANSWERING_P95_MS p95 during it, TIMING_ATTEMPTS times at most. The server's own longest stall (its event
 * loop's delay) is in the message, to tell a server that blocks from a machine that is busy.
 */
async function expectKeptAnswering(attempt: () => Promise<BurstResult & { stallMs: number }>) {
  const runs: string[] = []
  for (let run = 1; run <= TIMING_ATTEMPTS; run += 1) {
    const result = await attempt()
    const p95s = ['/healthz', '/about'].map((path) => result.probes[path]?.p95 ?? Number.POSITIVE_INFINITY)
    if (p95s.every((p95) => p95 < KEEPS_ANSWERING_P95_MS)) return
    runs.push(`/healthz p95 ${p95s[0]} ms, /about p95 ${p95s[1]} ms, the server's longest stall ${result.stallMs} ms`)
  }
  expect.fail(`the server did not keep answering within ${KEEPS_ANSWERING_P95_MS} ms p95: ${runs.join('; ')}`)
}

/** A burst on a server of its own, with its longest event-loop stall meanwhile. */
async function burstOn(app: Counted['app'], path: string): Promise<BurstResult & { stallMs: number }> {
  const origin = await listen(app)
  const stalls = monitorEventLoopDelay({ resolution: 5 })
  stalls.enable()
  try {
    return { ...(await burst(origin, path)), stallMs: Math.round(stalls.max / 1e6) }
  } finally {
    stalls.disable()
    await close()
  }
}

describe('the calendar feed', () => {
  it(
    'is written once for 60 requests with distinct ?x=, 10 at a time, each answered the same; /healthz and /about keep answering',
    async () => {
      await expectKeptAnswering(async () => {
        const { app, calls } = countingApp()
        const result = await burstOn(app, '/events.ics?x={i}')
        expect(result.burst.errors).toBe(0)
        expect(result.burst.statuses).toEqual({ 200: BURST.total })
        expect(result.burst.distinctBodies).toBe(1)
        expect(calls.lists).toBe(1)
        return result
      })
    },
    BURST_TEST_TIMEOUT_MS,
  )

  it('is written again once its freshness time has passed, never while it is being written', async () => {
    let now = 0
    const kept = createKeptAnswers<string>({
      freshMs: FRESH_MS,
      maxEntries: 1,
      maxBytes: 100,
      bytesOf: (text) => text.length,
      now: () => now,
    })
    let computed = 0
    const compute = async () => {
      computed += 1
      await sleep(5)
      return `calendar ${computed}`
    }
    expect(await Promise.all([kept.answer('/events.ics', compute), kept.answer('/events.ics', compute)])).toEqual([
      'calendar 1',
      'calendar 1',
    ])
    now = FRESH_MS - 1
    expect(await kept.answer('/events.ics', compute)).toBe('calendar 1')
    now = FRESH_MS
    expect(await kept.answer('/events.ics', compute)).toBe('calendar 2')
  })
})

describe('data pages', () => {
  it(
    'renders /Events?year=2026&junk={i} once: the junk goes (301 to the page’s address), the page is kept; the server keeps answering',
    async () => {
      await expectKeptAnswering(async () => {
        // A render that holds the thread as a long list's does.
        const { app, calls } = countingApp(async (url) => {
          busyFor(RENDER_THREAD_MS)
          return { status: 200, html: rendered(url), complete: true }
        })
        const result = await burstOn(app, '/Events?year=2026&junk={i}')
        expect(result.burst.errors).toBe(0)
        expect(result.burst.statuses).toEqual({ 200: BURST.total })
        expect(result.burst.distinctBodies).toBe(1)
        expect(calls.renders).toEqual(['/Events?year=2026'])
        return result
      })
    },
    BURST_TEST_TIMEOUT_MS,
  )

  it('sends an address with params its page does not define to the page’s own, as a cache in front may keep', async () => {
    const { app, calls } = countingApp()
    for (const [asked, own] of [
      ['/Events?year=2026&fbclid=IwAR0abc', '/Events?year=2026'],
      ['/Events?utm_source=whatsapp', '/Events'],
      ['/Events?year=2026&year=2025', '/Events'],
      ['/Events?year=not-a-year&month=3', '/Events?month=3'],
      [`/Events?q=${'a'.repeat(500)}`, `/Events?q=${'a'.repeat(200)}`],
      ['/?fbclid=IwAR0abc', '/'],
    ] as const) {
      const answer = await app.request(`http://school.test${asked}`)
      expect(answer.status, asked).toBe(301)
      expect(answer.headers.get('Location'), asked).toBe(own)
      expect(answer.headers.get('Cache-Control'), asked).toBe(DATA_PAGE_CACHE_CONTROL)
    }
    expect(calls.renders).toEqual([])
  })

  it('keeps one copy of a page whatever the order or encoding of its params, marked with the address asked', async () => {
    const { app, calls } = countingApp()
    const first = await app.request('http://school.test/Events?year=2026&month=3&q=it%27s')
    const second = await app.request("http://school.test/Events?q=it's&month=3&year=2026")
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    // A search is not kept (below); without it, one render.
    const plain = await app.request('http://school.test/Events?year=2026&month=3')
    const reordered = await app.request('http://school.test/Events?month=3&year=2026')
    expect(await plain.text()).toContain('data-rendered-url="/Events?year=2026&amp;month=3"')
    expect(await reordered.text()).toContain('data-rendered-url="/Events?month=3&amp;year=2026"')
    expect(calls.renders).toHaveLength(3)
    expect(reordered.headers.get('Cache-Control')).toBe(DATA_PAGE_CACHE_CONTROL)
  })

  it('renders a search (?q=) once for visitors asking together, and keeps none: words typed are without end', async () => {
    const { app, calls } = countingApp(async (url) => {
      await sleep(20)
      return { status: 200, html: rendered(url), complete: true }
    })
    await Promise.all([1, 2, 3].map(() => app.request('http://school.test/Events?q=sports')))
    expect(calls.renders).toHaveLength(1)
    await app.request('http://school.test/Events?q=sports')
    expect(calls.renders).toHaveLength(2)
  })

  it('keeps only whole pages: one sent with a section loading is rendered again for the next visitor', async () => {
    const { app, calls } = countingApp(async (url) => ({ status: 200, html: rendered(url), complete: false }))
    expect((await app.request('http://school.test/News')).headers.get('Cache-Control')).toBe('no-cache')
    await app.request('http://school.test/News')
    expect(calls.renders).toHaveLength(2)
  })

  it(`renders ${CONCURRENT_RENDERS} pages at once at most; past them, the prerendered page, at once`, async () => {
    const { app, calls } = countingApp(async (url) => {
      await sleep(50)
      return { status: 200, html: rendered(url), complete: true }
    })
    const started = performance.now()
    const answers = await Promise.all(
      [2021, 2022, 2023, 2024, 2025].map((year) => app.request(`http://school.test/Events?year=${year}`)),
    )
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(calls.renders).toHaveLength(CONCURRENT_RENDERS)
    expect(texts.filter((text) => text.includes('Loading the events…'))).toHaveLength(5 - CONCURRENT_RENDERS)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('the kept answers', () => {
  it('are bounded in entries and bytes, the least recently used going first; a failure is not kept', async () => {
    const kept = createKeptAnswers<string>({
      freshMs: FRESH_MS,
      maxEntries: 3,
      maxBytes: 10,
      bytesOf: (text) => text.length,
    })
    const value = (text: string) => async () => text
    await kept.answer('a', value('aaa'))
    await kept.answer('b', value('bbb'))
    expect(await kept.answer('a', value('not asked'))).toBe('aaa')
    await kept.answer('c', value('cccc'))
    expect(kept.stats()).toMatchObject({ entries: 3, bytes: 10 })
    // A fourth entry: b, the least recently used, goes.
    await kept.answer('d', value('d'))
    expect(kept.stats()).toMatchObject({ entries: 3, bytes: 8 })
    expect(await kept.answer('a', value('not asked'))).toBe('aaa')
    // 14 bytes: c, now the least recently used, goes.
    await kept.answer('e', value('eeeeee'))
    expect(kept.stats()).toMatchObject({ entries: 3, bytes: 10 })
    expect(await kept.answer('c', value('c again'))).toBe('c again')
    // Larger than the bound: answered, not kept.
    expect(await kept.answer('big', value('x'.repeat(11)))).toHaveLength(11)
    expect(await kept.answer('big', value('small'))).toBe('small')
    await expect(kept.answer('fails', async () => Promise.reject(new Error('backend down')))).rejects.toThrow()
    expect(await kept.answer('fails', value('recovered'))).toBe('recovered')
  })
})
