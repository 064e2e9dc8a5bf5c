#!/usr/bin/env node
// @ts-check
// Checks deploy/backend-cache*.nginx.conf in Debian's real nginx (scripts/backend-cache-host.ts), inside
// the school's own server block (deploy/site.nginx.conf as scripts/nginx-host.mjs serves it), in front of a backend of
// this script's own that counts its calls and can be made slow or failing:
//  - a burst of 1,000 requests for the toppers, 50 at a time, reaches the backend once;
//  - past the copy's lifetime, visitors get the stale copy at once while one refresh runs;
//  - a failing backend: visitors get the stale copy;
//  - a request with a token reaches the backend every time and is never kept; the TC request (POST) is never kept;
//  - no cookie of the visitor reaches the backend, none of the backend's reaches the visitor; the security headers.
// The copy's lifetime in the deploy file is policy/caching.ts's FRESH_SECONDS (checked here); this check's copy of it
// uses LIFETIME_S, so it runs in seconds.
// Needs: apt-get install nginx libnginx-mod-http-brotli-static (CI installs them).
// Usage: node scripts/check-nginx-backend-cache.mjs [--port=4395]   (nginx; the backend on the next port)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FRESH_SECONDS, sharedCacheControl } from '../policy/caching.ts'
import { checkReport, RESULTS_DAY_BURST } from './check-report.ts'
import { backendCacheHostConfig } from './backend-cache-host.ts'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const PORT_ARGUMENT = process.argv.slice(2).find((arg) => arg.startsWith('--port='))
const SITE_PORT = PORT_ARGUMENT ? Number(PORT_ARGUMENT.slice('--port='.length)) : 4395
const BACKEND_PORT = SITE_PORT + 1
const SITE = `http://127.0.0.1:${SITE_PORT}`
const DEPLOY_LIFETIME = `proxy_cache_valid 200 404 ${FRESH_SECONDS}s;`
const LIFETIME_S = 2
const { path: TOPPERS, requests: BURST, atOnce: AT_ONCE } = RESULTS_DAY_BURST
const { check, finish } = checkReport()

/** The backend: each call noted; `mode` makes it answer, answer slowly, or fail. */
const backend = {
  /** @type {Array<{ method: string, path: string, token: boolean, cookie: boolean }>} */
  calls: [],
  /** @type {'answer' | 'slow' | 'fail'} */
  mode: 'answer',
  version: 1,
}
const backendServer = createServer((request, response) => {
  backend.calls.push({
    method: request.method ?? '',
    path: request.url ?? '',
    token: request.headers.authorization !== undefined,
    cookie: request.headers.cookie !== undefined,
  })
  if (backend.mode === 'fail') {
    response.writeHead(500, { 'Content-Type': 'text/html' })
    response.end('<html>Server error</html>')
    return
  }
  setTimeout(
    () => {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'backend-session=1',
        'Cache-Control': 'no-store',
      })
      response.end(JSON.stringify([{ name: 'Asha Verma', version: backend.version }]))
    },
    backend.mode === 'slow' ? 1500 : 100,
  )
})

/** @param {string} path @param {RequestInit} [init] */
async function ask(path, init) {
  const started = performance.now()
  const response = await fetch(`${SITE}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started }
}

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms))
const callsTo = (/** @type {string} */ path) => backend.calls.filter((call) => call.path === path).length

const dir = mkdtempSync(join(tmpdir(), 'school-backend-cache-'))
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx
try {
  await new Promise((done) => backendServer.listen(BACKEND_PORT, '127.0.0.1', () => done(undefined)))
  // The deploy files as they are, but for the copy's short lifetime.
  const nginxConfig = backendCacheHostConfig({
    dir,
    port: SITE_PORT,
    backendPort: BACKEND_PORT,
    locationChanges: [[DEPLOY_LIFETIME, `proxy_cache_valid 200 404 ${LIFETIME_S}s;`]],
  })
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig)
  const started = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  nginx = started
  process.once('exit', () => started.kill())
  await sleep(500)

  // The burst.
  let served = 0
  const burstStarted = performance.now()
  for (let sent = 0; sent < BURST; sent += AT_ONCE) {
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => ask(TOPPERS)))
    served += answers.filter((answer) => answer.status === 200 && answer.text.includes('Asha Verma')).length
  }
  const burstMs = Math.round(performance.now() - burstStarted)
  check(
    served === BURST,
    `${BURST} requests for ${TOPPERS}, ${AT_ONCE} at a time, all answered (${served}, ${burstMs} ms)`,
  )
  check(callsTo(TOPPERS) === 1, `…and the backend was asked once (${callsTo(TOPPERS)})`)

  const shared = await ask(TOPPERS, { headers: { Cookie: 'site-session=1' } })
  check(
    shared.headers.get('x-backend-cache') === 'HIT',
    `a shared answer comes from the cache (${shared.headers.get('x-backend-cache')})`,
  )
  check(
    shared.headers.get('cache-control') === sharedCacheControl(),
    `…with the Cache-Control a CDN may follow (${shared.headers.get('cache-control')})`,
  )
  check(shared.headers.get('set-cookie') === null, '…and no cookie of the backend')
  check(shared.headers.get('content-security-policy') !== null, '…and the security headers')
  check(
    backend.calls.every((call) => !call.cookie),
    'no cookie of the visitor reached the backend',
  )

  // Past the lifetime, the backend slow: the stale copy at once, one refresh for all.
  await sleep(LIFETIME_S * 1000 + 500)
  backend.mode = 'slow'
  backend.version = 2
  const before = callsTo(TOPPERS)
  const during = await Promise.all(Array.from({ length: 20 }, () => ask(TOPPERS)))
  const slowest = Math.max(...during.map((answer) => answer.ms))
  check(
    during.every((answer) => answer.status === 200 && answer.text.includes('"version":1')),
    'past its lifetime, 20 visitors get the stale copy',
  )
  check(slowest < 500, `…at once, while the backend takes 1.5 s (slowest ${Math.round(slowest)} ms)`)
  await sleep(2000)
  check(callsTo(TOPPERS) - before === 1, `…and one refresh ran for them all (${callsTo(TOPPERS) - before})`)
  const refreshed = await ask(TOPPERS)
  check(refreshed.text.includes('"version":2'), 'the next visitor gets the refreshed answer')

  // Past the lifetime, the backend failing: the stale copy.
  backend.mode = 'fail'
  await sleep(LIFETIME_S * 1000 + 500)
  const whileFailing = await ask(TOPPERS)
  check(
    whileFailing.status === 200 && whileFailing.text.includes('"version":2'),
    `a failing backend: visitors get the stale copy (${whileFailing.status}, ${whileFailing.headers.get('x-backend-cache')})`,
  )
  backend.mode = 'answer'

  // A token: every time to the backend, never kept.
  const tokenPath = '/api/onlineRegistration/DEMO01'
  const withToken = []
  for (let visit = 0; visit < 3; visit += 1) {
    withToken.push(await ask(tokenPath, { headers: { Authorization: 'Bearer parent-token' } }))
  }
  const tokenCalls = backend.calls.filter((call) => call.path === tokenPath && call.token).length
  check(tokenCalls === 3, `3 requests with a token reach the backend 3 times, with it (${tokenCalls})`)
  check(
    withToken.every((answer) => answer.headers.get('cache-control') === 'private, no-store'),
    '…and their answers are never kept by a browser or a CDN',
  )
  const afterToken = await ask(tokenPath)
  check(
    callsTo(tokenPath) === 4,
    `the next visitor without a token is not given the token's answer (${callsTo(tokenPath)} calls)`,
  )
  check(afterToken.status === 200, '…and gets an answer of its own')

  // The TC request: never kept.
  for (let sent = 0; sent < 2; sent += 1) {
    await ask('/api/tc/DEMO01', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Verma', admission: 'A-1234' }),
    })
  }
  const posts = backend.calls.filter((call) => call.method === 'POST').length
  check(posts === 2, `2 TC requests reach the backend twice (${posts})`)
} finally {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((done) => nginx?.once('exit', done))
    nginx.kill()
    await stopped
  }
  backendServer.close()
  rmSync(dir, { recursive: true, force: true })
}

finish('nginx backend cache check')
