#!/usr/bin/env node
// @ts-check
// The optional server (npm start, server/) checked as it runs: started with Node on a build, in front of a small
// backend of this script's own that counts the calls it gets. Run by .ci/run after the builds.
//
// Usage: node scripts/check-server.mjs [DIST] [SERVER]
//   DIST: the build to serve (default dist); SERVER: its server build's node.js (default dist-server/node.js). A live
//   build (VITE_API_BASE_URL set, as CI's) renders its data pages at request time, which is checked too.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { DATA_PAGE_CACHE_CONTROL } from '../policy/caching.ts'
import { checkReport, RESULTS_DAY_BURST } from './check-report.ts'

const DIST = resolve(process.argv[2] ?? 'dist')
const SERVER = resolve(process.argv[3] ?? 'dist-server/node.js')
const SERVER_PORT = 4391
const BACKEND_PORT = 4392
const SITE = `http://127.0.0.1:${SERVER_PORT}`
const { path: TOPPERS, requests: BURST, atOnce: AT_ONCE } = RESULTS_DAY_BURST
const { check, finish } = checkReport()

/** A principal's message with everything a hostile backend could put in it (contract: sanitised like the browser). */
const HOSTILE_MESSAGE = {
  _id: 'm1',
  category: 'Principal',
  name: 'Sr. Grace',
  message:
    '<p>Welcome, parents.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
    '<a href="javascript:alert(3)">a link</a><iframe src="https://evil.example"></iframe>',
}

const GALLERY_CALL = '/api/gallery/All/DEMO01'

/**
 * Backend answers by path: the toppers for the burst (a little slow, as a real backend is: the burst's requests all
 * arrive while the first call is under way); the gallery far past the server's deadline; the events as an HTML
 * error page; the news as a 500; the principal's message hostile.
 * @type {Record<string, { delay: number, status: number, type: string, body: string }>}
 */
const ANSWERS = {
  [GALLERY_CALL]: { delay: 3000, status: 200, type: 'application/json', body: '[]' },
  '/api/events/All/DEMO01': { delay: 0, status: 200, type: 'text/html', body: '<html><body>Bad gateway</body></html>' },
  '/api/news/all/DEMO01': { delay: 0, status: 500, type: 'application/json', body: '{"message":"down"}' },
  '/api/PrincipalMessage/DEMO01': {
    delay: 0,
    status: 200,
    type: 'application/json',
    body: JSON.stringify([HOSTILE_MESSAGE]),
  },
}
/** The gallery of the second run (the first has it 3 s late): one album of the current session, a little slow. */
const GALLERY_ANSWER = {
  delay: 100,
  status: 200,
  type: 'application/json',
  body: JSON.stringify([
    {
      _id: 'g1',
      category: 'PhotoGallery',
      title: 'Annual Sports Day',
      description: 'The house-wise finals.',
      date: new Date().toISOString(),
      attachments: ['gallery/sports-day-1.jpg'],
    },
  ]),
}
const TOPPERS_ANSWER = {
  delay: 100,
  status: 200,
  type: 'application/json',
  body: JSON.stringify([{ _id: 't1', name: 'Asha Verma', class: 'X', division: '97.4', sessionYear: '2025-2026' }]),
}

/** The backend: every call counted by path, and by whether it carried a token. */
const backendCalls = /** @type {Array<{ path: string, token: boolean }>} */ ([])
const backend = createServer((request, response) => {
  backendCalls.push({ path: request.url ?? '', token: request.headers.authorization !== undefined })
  const answer = ANSWERS[request.url ?? ''] ?? TOPPERS_ANSWER
  setTimeout(() => {
    response.writeHead(answer.status, { 'Content-Type': answer.type })
    response.end(answer.body)
  }, answer.delay)
})
await new Promise((done) => backend.listen(BACKEND_PORT, '127.0.0.1', () => done(undefined)))

/**
 * Starts the server with `env`; resolves when it says it is serving (or when it exits).
 * @param {Record<string, string>} env
 */
function startServer(env) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, SITE_DIST: DIST, PORT: String(SERVER_PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => (output.stdout += chunk))
  child.stderr.on('data', (chunk) => (output.stderr += chunk))
  /** @type {Promise<number | null>} */
  const exited = new Promise((done) => child.on('exit', (code) => done(code)))
  const ready = new Promise((done) => {
    child.stdout.on('data', () => output.stdout.includes('Serving') && done(undefined))
    void exited.then(done)
  })
  return { child, output, exited, ready }
}

try {
  // A bad BACKEND_URL: a clear start-up error, exit code 1.
  const bad = startServer({ BACKEND_URL: 'content.example.org/api' })
  const badCode = await bad.exited
  check(badCode === 1, `a bad BACKEND_URL stops the start with exit code 1 (got ${badCode})`)
  check(
    /BACKEND_URL must be the backend's origin/.test(bad.output.stderr),
    `…and says why: ${bad.output.stderr.trim()}`,
  )

  const server = startServer({ BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}` })
  await server.ready

  const health = await fetch(`${SITE}/healthz`)
  check(health.status === 200, `/healthz answers 200 (${health.status})`)

  const page = await fetch(`${SITE}/about`)
  const about = await page.text()
  check(page.status === 200 && about.includes('<h1'), '/about is its prerendered page')
  if (process.argv[3] !== undefined) {
    check(about.includes('<html data-api-same-origin'), '…marked to call /api/ on the site, through the cache')
  }
  check(
    page.headers.get('cache-control') === 'no-cache',
    `a page is revalidated (${page.headers.get('cache-control')})`,
  )
  check(/script-src 'self'/.test(page.headers.get('content-security-policy') ?? ''), 'a page carries the CSP header')
  const etag = page.headers.get('etag') ?? ''
  const again = await fetch(`${SITE}/about`, { headers: { 'If-None-Match': etag } })
  check(again.status === 304, `asked again with its ETag, a page is a 304 (${again.status})`)
  const missing = await fetch(`${SITE}/no-such-page`)
  check(missing.status === 404 && (await missing.text()).includes('Page not found'), 'an unknown address is 404')

  // A burst on results day: 1,000 requests, 50 at a time, reach the backend once.
  const started = performance.now()
  let served = 0
  for (let sent = 0; sent < BURST; sent += AT_ONCE) {
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => fetch(`${SITE}${TOPPERS}`)))
    for (const answer of answers)
      if (answer.status === 200 && /** @type {unknown[]} */ (await answer.json()).length === 1) served += 1
  }
  const took = Math.round(performance.now() - started)
  const topperCalls = backendCalls.filter((call) => call.path === TOPPERS).length
  check(
    served === BURST,
    `${BURST} requests for ${TOPPERS}, ${AT_ONCE} at a time, all answered (${served}, ${took} ms)`,
  )
  check(topperCalls === 1, `…and the backend was asked once (${topperCalls})`)

  if (process.argv[3] !== undefined) {
    await checkDataPages()
    await checkPageBurst({ page: '/topperX', call: TOPPERS, shows: 'Asha Verma', pid: server.child.pid })
  }

  // A visitor's token: passed on every time, never answered from the cache.
  for (let visit = 0; visit < 3; visit += 1) {
    await fetch(`${SITE}${TOPPERS}`, { headers: { Authorization: 'Bearer parent-token' } })
  }
  const tokenCalls = backendCalls.filter((call) => call.token).length
  check(tokenCalls === 3, `3 requests with a token reach the backend 3 times, with it (${tokenCalls})`)

  const logLines = server.output.stdout.split('\n').filter((line) => / GET \/api\/topper\/DEMO01 200 /.test(line))
  check(logLines.length === BURST + 3, `one log line a request (${logLines.length} for ${BURST + 3})`)

  // A service manager's stop: the server ends by itself, with exit code 0.
  server.child.kill('SIGTERM')
  const stopCode = await Promise.race([
    server.exited,
    new Promise((done) => setTimeout(() => done('still running'), 5000)),
  ])
  check(stopCode === 0, `SIGTERM stops it within 5 s with exit code 0 (${stopCode})`)

  if (process.argv[3] !== undefined) {
    // The gallery's burst, on a server started afresh (an empty cache) with the gallery answering in time.
    ANSWERS[GALLERY_CALL] = GALLERY_ANSWER
    const second = startServer({ BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}` })
    await second.ready
    await checkPageBurst({ page: '/Gallery', call: GALLERY_CALL, shows: 'Annual Sports Day', pid: second.child.pid })
    second.child.kill('SIGTERM')
    await second.exited
  }
} finally {
  backend.close()
}

finish('server check')

/**
 * A live build's data pages rendered at request time: with the answers the backend gave, and never worse
 * than the static page when it is slow, broken or hostile: status 200, within a second, those sections loading.
 */
async function checkDataPages() {
  /** @param {string} path */
  const timed = async (path) => {
    const started = performance.now()
    const answer = await fetch(`${SITE}${path}`)
    const html = await answer.text()
    return {
      status: answer.status,
      html,
      took: Math.round(performance.now() - started),
      policy: answer.headers.get('content-security-policy') ?? '',
      cacheControl: answer.headers.get('cache-control') ?? '',
    }
  }
  const toppers = await timed('/topperX')
  check(
    toppers.status === 200 && toppers.html.includes('Asha Verma'),
    `/topperX arrives with the backend's toppers in its HTML (${toppers.took} ms)`,
  )
  check(
    /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/.test(toppers.policy),
    `…and its inline data's hash in the CSP header`,
  )
  const cases = [
    { path: '/Gallery', how: 'the backend 3 s late', loading: 'Loading the photo gallery' },
    { path: '/Events', how: 'the backend answering an HTML error page', loading: 'Loading the events' },
    { path: '/News', how: 'the backend answering 500', loading: 'Loading the news' },
  ]
  for (const { path, how, loading } of cases) {
    const page = await timed(path)
    check(
      page.status === 200 && page.took < 1000 && page.html.replaceAll('<!-- -->', '').includes(loading),
      `${path} with ${how}: 200 in ${page.took} ms (< 1,000), the section loading ("${loading}…")`,
    )
    check(page.cacheControl === 'no-cache', `…and kept by nothing in front (${page.cacheControl})`)
  }
  check(
    toppers.cacheControl === DATA_PAGE_CACHE_CONTROL,
    `/topperX, whole, may be kept a minute by nginx or a CDN in front (${toppers.cacheControl})`,
  )
  const message = await timed('/PrincipalMessage')
  const body = message.html.slice(message.html.indexOf('<div id="root"'))
  check(
    message.status === 200 && body.includes('Welcome, parents.'),
    `/PrincipalMessage shows the backend's message in its HTML (${message.took} ms)`,
  )
  const hostile = ['onerror', 'alert(2)', 'javascript:', 'evil.example'].filter((text) => body.includes(text))
  check(
    hostile.length === 0,
    `…sanitised as in the browser: no ${hostile.join(', ') || 'handler, script, javascript: link or frame'}`,
  )
}

/**
 * A burst on a data page: 1,000 requests for `page`, 50 at a time, each rendered with its data (`shows`). The backend
 * is asked for the page's `call` at most twice (the cache may refresh once); the render times' median and 95th
 * percentile and the server's memory (resident, and its peak) are reported.
 * @param {{ page: string, call: string, shows: string, pid: number | undefined }} burst
 */
async function checkPageBurst({ page, call, shows, pid }) {
  const before = backendCalls.filter((made) => made.path === call && !made.token).length
  /** @type {number[]} */
  const times = []
  let rendered = 0
  const started = performance.now()
  for (let sent = 0; sent < BURST; sent += AT_ONCE) {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const asked = performance.now()
        const answer = await fetch(`${SITE}${page}`)
        const html = await answer.text()
        times.push(performance.now() - asked)
        if (answer.status === 200 && html.includes(shows)) rendered += 1
      }),
    )
  }
  const took = Math.round(performance.now() - started)
  const calls = backendCalls.filter((made) => made.path === call && !made.token).length - before
  times.sort((a, b) => a - b)
  const percentile = (/** @type {number} */ p) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0)
  check(
    rendered === BURST,
    `${BURST} requests for ${page}, ${AT_ONCE} at a time, each with its data (${rendered}, ${took} ms)`,
  )
  check(calls <= 2, `…and the backend was asked for ${call} at most twice (${calls})`)
  const status = pid === undefined ? '' : readFileSync(`/proc/${pid}/status`, 'utf8')
  const memory = (/** @type {string} */ field) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
  console.log(
    `     ${page} under the burst: p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms a page; ` +
      `server memory: ${memory('VmRSS')} MB resident, ${memory('VmHWM')} MB at its peak`,
  )
}
