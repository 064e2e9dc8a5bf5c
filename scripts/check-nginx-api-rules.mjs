#!/usr/bin/env node
// @ts-check
// The static host's nginx (deploy/backend-cache*.nginx.conf, served by Debian's nginx as scripts/backend-cache-host.ts
// has it) against the server of `npm start` (its build, server/node.ts): the same requests to both, written as raw
// request lines, both in front of one backend of this script's own, which answers anything with the type it is asked
// for and notes each call. For each request: the same status class, the same call reaching the backend (or none), and
// the same safe headers (the sandbox policy, nosniff, the type a browser would use, a download or not, Allow).
// The corpus: the contract's calls with every method; addresses the contract does not have; climbs and encodings;
// another school's code; the backend answering HTML, SVG, JavaScript, a PDF, a JPEG, JSON, lists of types and none.
// Where nginx and the server differ by design (nginx reads the request line as it came, the server as the URL parser
// rewrites it), the check holds nginx to the safe side: it refuses, and the backend never sees the request.
// Needs: apt-get install nginx libnginx-mod-http-brotli-static (CI installs them), and a live build with its server.
// Usage: node scripts/check-nginx-api-rules.mjs DIST SERVER   (e.g. dist-live dist-live-server/node.js)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { backendCacheHostConfig } from './backend-cache-host.ts'
import { checkReport } from './check-report.ts'

const DIST = resolve(process.argv[2] ?? 'dist-live')
const SERVER = resolve(process.argv[3] ?? 'dist-live-server/node.js')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const NGINX_PORT = 4397
const BACKEND_PORT = 4398
const SERVER_PORT = 4399
/** The build's school code (VITE_SCHOOL_CODE unset: the default), which the deploy file has too. */
const CODE = 'DEMO01'
/** server/backend-files.ts's policy of every /api/ answer: what must be enforced on each. */
const SANDBOX = 'sandbox;'
const { check, finish } = checkReport()

/** The backend: each call noted (its path: the server drops a query the contract does not have, nginx keeps it). */
const backendCalls = /** @type {string[]} */ ([])
/** What the backend answers with: a type (`none`: no Content-Type) and a file name. */
const answerWith = { type: 'application/json', name: '' }
const backend = createServer((request, response) => {
  backendCalls.push(`${request.method} ${(request.url ?? '').split('?', 1)[0]}`)
  const { type, name } = answerWith
  /** @type {Record<string, string>} */
  const headers = {}
  if (type !== 'none') headers['Content-Type'] = type
  if (name) headers['Content-Disposition'] = `inline; filename="${name}"`
  request.resume()
  request.on('end', () => {
    response.writeHead(200, headers)
    response.end(
      type.includes('json') ? '[{"title":"Sports day"}]' : '<script>parent.token = localStorage.token</script>',
    )
  })
})

/**
 * One request as raw bytes (so that nothing on the way tidies its address), to 127.0.0.1:`port`. `extra`: more header
 * lines, each ending in CRLF.
 * @param {number} port @param {string} method @param {string} target @param {string | undefined} body @param {string} extra
 * @returns {Promise<{ status: number, headers: Map<string, string[]> }>}
 */
function send(port, method, target, body, extra) {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      const length =
        body === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: school.test\r\n${length}${extra}Connection: close\r\n\r\n${body ?? ''}`,
      )
    })
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (received += chunk))
    socket.on('error', fail)
    socket.on('close', () => {
      const [head = ''] = received.split('\r\n\r\n', 1)
      const [statusLine = '', ...lines] = head.split('\r\n')
      /** @type {Map<string, string[]>} */
      const headers = new Map()
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
      }
      done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers })
    })
  })
}

/**
 * What a browser makes of an answer: its status class, and the headers that decide whether it may run or show.
 * @param {{ status: number, headers: Map<string, string[]> }} answer
 */
function safeFacts({ status, headers }) {
  const all = (/** @type {string} */ name) => headers.get(name) ?? []
  const types = all('content-type')
  return {
    class: `${Math.floor(status / 100)}xx`,
    // Every policy is enforced: the sandbox must be one of them.
    sandboxed: all('content-security-policy').some((policy) => policy.startsWith(SANDBOX)),
    nosniff: all('x-content-type-options').some((value) => value.toLowerCase() === 'nosniff'),
    type: types.length === 1 ? (types[0]?.split(';', 1)[0] ?? '').trim().toLowerCase() : `${types.length} types`,
    download: all('content-disposition').some((value) => /^\s*attachment/i.test(value)),
    allow: all('allow').join(', '),
  }
}

/**
 * A request to both, one after the other; what each answered and passed on. `token`: sent with one, so that neither
 * answers from its cache (each asks the backend, which answers as told meanwhile).
 * @param {string} method @param {string} target @param {{ body?: string, token?: boolean }} [options]
 */
async function both(method, target, { body, token = false } = {}) {
  const ask = async (/** @type {number} */ port) => {
    backendCalls.length = 0
    const answer = await send(port, method, target, body, token ? 'Authorization: Bearer check\r\n' : '')
    // A call the backend is still answering is noted already; give a slow note a moment all the same.
    await new Promise((done) => setTimeout(done, 5))
    // nginx asks a HEAD of its cache as a GET.
    return { ...safeFacts(answer), reached: backendCalls.map((call) => call.replace(/^HEAD /, 'GET ')).join(' ') }
  }
  const nginx = await ask(NGINX_PORT)
  return { nginx, server: await ask(SERVER_PORT) }
}

const READ_CALLS = [
  `/api/news/${CODE}`,
  `/api/news/all/${CODE}`,
  `/api/events/${CODE}`,
  `/api/events/All/${CODE}`,
  `/api/birthdays/${CODE}`,
  `/api/birthdays/all/${CODE}`,
  `/api/PrincipalMessage/${CODE}`,
  `/api/gallery/${CODE}`,
  `/api/gallery/All/${CODE}`,
  '/api/subGallery?id=gallery-1',
  `/api/video/all/${CODE}`,
  `/api/faculty/all/${CODE}`,
  `/api/circular/all/${CODE}`,
  `/api/highlight/${CODE}`,
  `/api/notification/${CODE}`,
  `/api/onlineRegistration/${CODE}`,
  `/api/topper/${CODE}`,
  '/api/image?url=uploads%2Fphoto.jpg',
  '/api/image/uploads/photo.jpg',
  `/api/image/${CODE}/public/Images/photo%20one.jpg`,
  '/api/image?url=50%25off.jpg',
]
const TC = `/api/tc/${CODE}`
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']

/** Addresses the contract does not have, and climbs, each with GET and POST. */
const REFUSED = [
  '/api/admin/users/delete',
  '/api/secret',
  '/api/',
  '/api/news',
  '/api/news/',
  `/api/news//${CODE}`,
  `/api/NEWS/${CODE}`,
  `/api/news/all/${CODE}/extra`,
  '/api/news/all/OTHER01',
  '/api/topper/junk-1',
  '/api/tc/OTHER01',
  '/api/image/',
  '/api/image/..%5c..%5csecret',
  '/api/image/uploads%2f..%2f..%2fsecret',
  '/api/image/%252e%252e/%252e%252e/secret',
  '/api/image/..;/..;/secret',
  '/api/image/.;x/secret',
  '/api/image/photo%0d%0aSet-Cookie:%20x.jpg',
  `/api/news/${CODE}%2f..%2f..%2fsecret`,
  '/api/tc/..%2fnews%2fall%2fDEMO01',
  '/api/image?url=..%2f..%2fsecret',
  '/api/image?url=uploads/../../secret',
  '/api/image?url=..%5c..%5csecret',
  '/api/image?url=photo%00.jpg',
  '/api/image?url=a.jpg&url=../../secret',
  '/api/image?url=..%252f..%252fsecret',
  '/api/image?url=%252e%252e%252fsecret',
  '/api/image?url=',
  '/api/image',
  // Resolved by both before anything else: out of /api/, to pages of the site.
  '/api/../',
  '/api/news/../../about',
]

/** Request lines nginx refuses before any location (its own 400 page, which runs nothing): the server refuses too. */
const REFUSED_BY_NGINX_FIRST = [
  '/api/image/photo%00.jpg',
  '/api/image/%e0%a4%a.jpg',
  // nginx decodes the slashes and finds a climb above the site's root.
  '/api/..%2f..%2fsecret',
  '/api/image/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '/api/%2e%2e/%2e%2e/%2e%2e/x',
]

/**
 * Requests the server's URL parser rewrites before it judges them (a dot segment it resolves), or that it decodes
 * where nginx reads the request line as it came: nginx refuses them, and the backend never sees them. A browser
 * never sends any of them (it resolves dot segments itself, and writes the letters of a name as they are).
 */
const REFUSED_BY_NGINX_ALONE = [
  `/api/gallery/../news/${CODE}`,
  `/api/./news/${CODE}`,
  `/api/n%65ws/${CODE}`,
  '/api/image?url=My%2520Photos.jpg',
  '/api/%2e%2e/%2e%2e/about',
]

/** The backend's answers, by type: a JSON call may answer JSON, a file call an image, a PDF or audio. */
const TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/problem+json',
  'text/html',
  'text/html; charset=utf-8',
  'image/svg+xml',
  'application/javascript',
  'text/javascript',
  'text/css',
  'application/pdf',
  'image/jpeg',
  'image/png; q=1',
  'image/png, text/html',
  'audio/mpeg',
  'application/octet-stream',
  'application/xml',
  'none',
]

const dir = mkdtempSync(join(tmpdir(), 'school-api-rules-'))
/** @type {import('node:child_process').ChildProcess[]} */
const started = []
let compared = 0
try {
  await new Promise((done) => backend.listen(BACKEND_PORT, '127.0.0.1', () => done(undefined)))
  writeFileSync(
    join(dir, 'nginx.conf'),
    backendCacheHostConfig({ dir, port: NGINX_PORT, backendPort: BACKEND_PORT, root: DIST }),
  )
  const nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      SITE_DIST: DIST,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  started.push(nginx, server)
  await new Promise((done, fail) => {
    server.stdout?.on('data', (chunk) => String(chunk).includes('Serving') && done(undefined))
    server.once('exit', (code) => fail(new Error(`the server stopped (${code})`)))
    nginx.once('exit', (code) => fail(new Error(`nginx stopped (${code})`)))
  })

  /**
   * The two answers agree on everything that matters; on the headers only for answers made by the /api/ rules or
   * the backend (not the site's pages, which other checks hold).
   * @param {string} what @param {Awaited<ReturnType<typeof both>>} answers @param {{ headers?: boolean }} [options]
   */
  const same = (what, { nginx: byNginx, server: byServer }, { headers = true } = {}) => {
    compared += 1
    const keys = /** @type {Array<keyof typeof byNginx>} */ (headers ? Object.keys(byNginx) : ['class', 'reached'])
    const differing = keys.filter((key) => byNginx[key] !== byServer[key])
    if (differing.length === 0) return true
    const show = (/** @type {Record<string, unknown>} */ facts) =>
      differing.map((key) => `${key}=${JSON.stringify(facts[key])}`).join(' ')
    check(false, `${what}: nginx ${show(byNginx)}, server ${show(byServer)}`)
    return false
  }

  // The contract's calls with every method: passed on with theirs, a 405 with `Allow` otherwise.
  let agreed = 0
  let total = 0
  for (const path of [...READ_CALLS, TC]) {
    for (const method of METHODS) {
      total += 1
      const body = method === 'POST' || method === 'PUT' ? '{"name":"A","admission":"1"}' : undefined
      const answers = await both(method, path, { body })
      if (same(`${method} ${path}`, answers)) agreed += 1
    }
  }
  check(
    agreed === total,
    `the contract's ${READ_CALLS.length + 1} calls × ${METHODS.length} methods: the same answer from both (${agreed} of ${total})`,
  )

  agreed = 0
  total = 0
  for (const path of REFUSED) {
    for (const method of ['GET', 'POST']) {
      total += 1
      const answers = await both(method, path)
      const resolvedOut = !path.startsWith('/api/') || /\/\.\.\/|%2e%2e/i.test(path)
      if (same(`${method} ${path}`, answers, { headers: !resolvedOut }) && answers.nginx.reached === '') agreed += 1
    }
  }
  check(
    agreed === total,
    `${REFUSED.length} addresses the contract does not have, and climbs, with GET and POST: refused alike, the backend never asked (${agreed} of ${total})`,
  )

  // A method nginx refuses itself, before any location: both say 405.
  const trace = await both('TRACE', `/api/news/${CODE}`)
  check(same('TRACE', trace, { headers: false }), `TRACE: 405 from both (${trace.nginx.class}, ${trace.server.class})`)
  // The TC request's body: as large as the server takes, no larger.
  const large = await both('POST', TC, { body: JSON.stringify({ name: 'A'.repeat(20_000), admission: '1' }) })
  check(
    same('a TC request of 20 KB', large, { headers: false }) && large.nginx.class === '4xx',
    `a TC request of 20 KB: refused by both (${large.nginx.class}, ${large.server.class}), the backend never asked`,
  )

  for (const path of REFUSED_BY_NGINX_FIRST) {
    const { nginx: byNginx, server: byServer } = await both('GET', path)
    check(
      byNginx.class === '4xx' && byServer.class === '4xx' && byNginx.reached === '' && byServer.reached === '',
      `${path}: refused by both (nginx before its locations), the backend never asked`,
    )
  }

  for (const path of REFUSED_BY_NGINX_ALONE) {
    const { nginx: byNginx, server: byServer } = await both('GET', path)
    check(
      byNginx.class === '4xx' && byNginx.reached === '',
      `${path}: refused by nginx alone (${byNginx.class}; the server ${byServer.class}), the backend never asked`,
    )
  }

  // The backend's types, for a JSON call and for a file call, each with a file name.
  agreed = 0
  total = 0
  for (const type of TYPES) {
    for (const call of [`/api/news/all/${CODE}`, '/api/image/uploads/file']) {
      total += 1
      Object.assign(answerWith, { type, name: `notice.${call.includes('image') ? 'bin' : 'json'}` })
      const answers = await both('GET', call, { token: true })
      if (same(`${type} from ${call}`, answers)) agreed += 1
    }
  }
  check(
    agreed === total,
    `the backend answering ${TYPES.length} types, to a JSON call and to a file call: served alike (${agreed} of ${total})`,
  )
  for (const [type, call] of /** @type {const} */ ([
    ['text/html', `/api/news/all/${CODE}`],
    ['image/svg+xml', `/api/news/all/${CODE}`],
    ['application/javascript', '/api/image/uploads/file'],
    ['text/html', '/api/image/uploads/file'],
  ])) {
    Object.assign(answerWith, { type, name: '' })
    const { nginx: byNginx } = await both('GET', call, { token: true })
    check(
      byNginx.type === 'application/octet-stream' && byNginx.download && byNginx.sandboxed && byNginx.nosniff,
      `${type} from ${call}: a sandboxed download from nginx, never shown or run on the site's origin`,
    )
  }
  Object.assign(answerWith, { type: 'image/svg+xml', name: '' })
  const svg = await both('GET', '/api/image/uploads/file', { token: true })
  check(
    svg.nginx.type === 'image/svg+xml' && svg.nginx.sandboxed && svg.nginx.nosniff,
    'an SVG from a file call: shown as an image, sandboxed (its scripts never run on the site)',
  )
} finally {
  for (const child of started) {
    if (child.exitCode === null) {
      const stopped = new Promise((done) => child.once('exit', done))
      child.kill()
      await stopped
    }
  }
  backend.close()
  rmSync(dir, { recursive: true, force: true })
}

console.log(`\n${compared} requests sent to both`)
finish('nginx /api/ rules against the server')
