#!/usr/bin/env node
// @ts-check
// The server under bursts of expensive requests, measured: the built server (npm start) on the
// mock backend's large scenario (5,000 news, 5,000 events, 2,000 albums), a counter of backend calls between them,
// and during each burst a visitor who keeps asking for /healthz and /about. Prints, per burst, the time of the
// burst's own answers, the p50/p95 of /healthz and /about, the backend calls, and the server's resident memory before
// and after; fails when /healthz or /about is past 100 ms p95 during a burst of expensive requests, or a burst
// reaches the backend once a request.
//
// Usage: node scripts/check-server-bursts.mjs [DIST] [SERVER]   (CI: the live build and its server build)
import { createServer, request as httpRequest, Agent } from 'node:http'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { checkReport } from './check-report.ts'
import getPort from 'get-port'
import { startNodeProcess, stopNodeProcess } from './node-process.ts'

const DIST = resolve(process.argv[2] ?? 'dist')
const SERVER = resolve(process.argv[3] ?? 'dist-server/node.js')
/** While one request is expensive, these answer within this p95. */
const PROBE_P95_MS = 100
/** The most backend lists one burst's answers read (the feeds read the news and the events). */
const LISTS_READ = 2
/** How often the probing visitor asks again. */
const PROBE_EVERY_MS = 25
const { check, finish } = checkReport()

/**
 * The bursts of the review, each a path of request `i`, how many, and how many at a time. `gated`: each of its
 * requests is expensive work of the server's (a feed, a render), during which /healthz and /about must still answer
 * within PROBE_P95_MS. The API burst is 2,000 answers of 1.3 MB from the cache (2.6 GB through the loopback, which
 * the client here reads too, on the same two cores): its keys, backend calls and memory are checked, its probe times
 * reported. So are the distinct searches': each is a render of its own (a search is the visitor's words, never kept),
 * bounded to CONCURRENT_RENDERS at once, past which the prerendered page is sent; a flood of them is reported here.
 */
const BURSTS = [
  {
    name: 'the calendar feed, distinct queries',
    path: (/** @type {number} */ i) => `/events.ics?x=${i}`,
    requests: 60,
    atOnce: 10,
    gated: true,
  },
  {
    name: 'an API call, junk queries',
    path: (/** @type {number} */ i) => `/api/events/All/DEMO01?junk=${i}`,
    requests: 2000,
    atOnce: 50,
    gated: false,
  },
  {
    name: 'a data page, junk queries',
    path: (/** @type {number} */ i) => `/Events?year=2026&junk=${i}`,
    requests: 300,
    atOnce: 10,
    gated: true,
  },
  {
    name: 'a data page, distinct searches',
    path: (/** @type {number} */ i) => `/Events?year=2026&q=event+${i}`,
    requests: 300,
    atOnce: 10,
    gated: false,
  },
]

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/**
 * One GET of the server; resolves with its status and milliseconds once the whole body has arrived.
 * @param {number} port @param {string} path
 * @returns {Promise<{ status: number, ms: number }>}
 */
function get(port, path) {
  const started = performance.now()
  return new Promise((done) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, agent }, (answer) => {
      answer.resume()
      answer.on('end', () => done({ status: answer.statusCode ?? 0, ms: performance.now() - started }))
    })
    call.on('error', () => done({ status: 0, ms: performance.now() - started }))
    call.end()
  })
}

/** @param {number[]} values @param {number} share @returns {number} */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN
}

/** The resident memory of a process, in MB (Linux). @param {number} pid */
function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}

const mockPort = await getPort({ host: '127.0.0.1' })
const counterPort = await getPort({ host: '127.0.0.1' })
const serverPort = await getPort({ host: '127.0.0.1' })
const backend = await startNodeProcess(
  ['scripts/mock-server.mjs', `--port=${mockPort}`, '--scenario=large'],
  {},
  'Mock backend',
)
// Every call the server makes to the backend passes here and is counted.
let backendCalls = 0
const counter = createServer((incoming, outgoing) => {
  backendCalls += 1
  const forward = httpRequest(
    { host: '127.0.0.1', port: mockPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  forward.on('error', () => outgoing.destroy())
  incoming.pipe(forward)
})
await new Promise((done) => counter.listen(counterPort, '127.0.0.1', () => done(undefined)))
const server = await startNodeProcess(
  [SERVER],
  { SITE_DIST: DIST, PORT: String(serverPort), HOST: '127.0.0.1', BACKEND_URL: `http://127.0.0.1:${counterPort}` },
  'Serving',
)
const pid = /** @type {number} */ (server.pid)

try {
  // Warm: the lists the bursts read are in the server's cache, as on a site in use.
  for (const path of ['/healthz', '/about', '/Events?year=2026', '/events.ics', '/api/events/All/DEMO01']) {
    await get(serverPort, path)
  }
  console.log(
    'burst | its answers p50 / p95 / max | /healthz p50 / p95 | /about p50 / p95 | backend calls | RSS before → after',
  )
  for (const burst of BURSTS) {
    const before = residentMb(pid)
    backendCalls = 0
    const probes = { '/healthz': /** @type {number[]} */ ([]), '/about': /** @type {number[]} */ ([]) }
    let bursting = true
    const probing = (async () => {
      while (bursting) {
        for (const path of /** @type {const} */ (['/healthz', '/about']))
          probes[path].push((await get(serverPort, path)).ms)
        await new Promise((done) => setTimeout(done, PROBE_EVERY_MS))
      }
    })()
    /** @type {number[]} */
    const times = []
    let failed = 0
    let next = 0
    await Promise.all(
      Array.from({ length: burst.atOnce }, async () => {
        while (next < burst.requests) {
          const answer = await get(serverPort, burst.path(next++))
          times.push(answer.ms)
          if (answer.status !== 200 && answer.status !== 301) failed += 1
        }
      }),
    )
    bursting = false
    await probing
    const after = residentMb(pid)
    const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
    console.log(
      `${burst.name} (${burst.requests}, ${burst.atOnce} at a time) | ${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))} / ${ms(Math.max(...times))}` +
        ` | ${ms(percentile(probes['/healthz'], 0.5))} / ${ms(percentile(probes['/healthz'], 0.95))}` +
        ` | ${ms(percentile(probes['/about'], 0.5))} / ${ms(percentile(probes['/about'], 0.95))}` +
        ` | ${backendCalls} | ${before} MB → ${after} MB`,
    )
    check(failed === 0, `${burst.name}: every answer 200, or a redirect to the page's own address (${failed} not)`)
    for (const path of burst.gated ? /** @type {const} */ (['/healthz', '/about']) : []) {
      const p95 = percentile(probes[path], 0.95)
      check(
        p95 <= PROBE_P95_MS,
        `${burst.name}: ${path} within ${PROBE_P95_MS} ms p95 meanwhile (${Math.round(p95)} ms)`,
      )
    }
    check(
      backendCalls <= LISTS_READ,
      `${burst.name}: the backend asked at most once a list, not once a request (${backendCalls})`,
    )
  }
} finally {
  stopNodeProcess(server)
  stopNodeProcess(backend)
  counter.close()
  agent.destroy()
}
finish('The server under bursts')
