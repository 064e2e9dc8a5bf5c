#!/usr/bin/env node
// @ts-check
// The one-box setup of a school that runs Node: the server of `npm start` on a build, with Debian's nginx
// in front as deploy/server-front*.nginx.conf has it (plain HTTP on 127.0.0.1 instead of HTTPS). CI's server browser
// suite runs against it (tests/e2e-server, host 'server-nginx').
// Usage: node scripts/server-behind-nginx.mjs --dist=dist-live --server=dist-live-server/node.js --port=4194 [--tls]
//   (the server listens on --port + 1; BACKEND_URL as for npm start; stops both on Ctrl-C / SIGTERM)
//   --tls: HTTPS with HTTP/2 and brotli on a throwaway certificate, as a CDN in front would serve (the benchmark's
//   "server-h2" host; needs libnginx-mod-http-brotli-filter)
// Needs: apt-get install nginx libnginx-mod-http-brotli-static (CI installs them). NGINX_PATH overrides /usr/sbin/nginx.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import getPort from 'get-port'
import waitOn from 'wait-on'
import { BROTLI_FILTER_MODULE, localFrontConfig, nginxMainConfig, READY_TEXT } from './nginx-host-config.ts'
import { throwawayCertificate } from './throwaway-certificate.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** How long the server and nginx may each take to accept connections. */
const READY_TIMEOUT_MS = 15_000
const READY_POLL_MS = 50

/** @param {string} message */
function fail(message) {
  console.error(`server-behind-nginx: ${message}`)
  process.exit(2)
}

const { values } = parseArgs({
  options: { dist: { type: 'string' }, server: { type: 'string' }, port: { type: 'string' }, tls: { type: 'boolean' } },
})
const distArg = values.dist
const serverArg = values.server
const port = Number(values.port)
if (!distArg || !serverArg || !Number.isInteger(port) || port <= 0) {
  fail('usage: node scripts/server-behind-nginx.mjs --dist=<folder> --server=<node.js> --port=<port>')
}
const serverPort = port + 1
const dist = resolve(ROOT, distArg ?? '')
const server = resolve(ROOT, serverArg ?? '')
if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no build (no index.html)`)
if (!existsSync(server)) fail(`${server} is missing: npx vite build --ssr server/node.ts --outDir <folder>`)
if (!existsSync(NGINX)) fail(`${NGINX} is missing: apt-get install -y nginx`)
if (values.tls && !existsSync(BROTLI_FILTER_MODULE)) {
  fail(`${BROTLI_FILTER_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-filter`)
}
for (const taken of [port, serverPort]) {
  if ((await getPort({ host: '127.0.0.1', port: taken })) !== taken) fail(`port ${taken} is in use`)
}

const prefix = mkdtempSync(join(tmpdir(), 'server-behind-nginx-'))
/** @type {{ certificate: string, key: string } | undefined} */
let tls
if (values.tls) {
  const { cert, key } = throwawayCertificate()
  tls = { certificate: join(prefix, 'cert.pem'), key: join(prefix, 'key.pem') }
  writeFileSync(tls.certificate, cert)
  writeFileSync(tls.key, key, { mode: 0o600 })
}
const { httpPart, serverBlock } = localFrontConfig(
  readFileSync(join(ROOT, 'deploy', 'server-front.nginx.conf'), 'utf8'),
  readFileSync(join(ROOT, 'deploy', 'server-front-site.nginx.conf'), 'utf8'),
  { port, serverPort, cacheFolder: join(prefix, 'cache'), tls },
)
writeFileSync(join(prefix, 'server-front.conf'), httpPart)
writeFileSync(
  join(prefix, 'nginx.conf'),
  nginxMainConfig({
    prefix,
    serverBlock,
    asRoot: process.getuid?.() === 0,
    httpIncludes: [join(prefix, 'server-front.conf')],
    modules: tls ? [BROTLI_FILTER_MODULE] : [],
  }),
)

const node = spawn(process.execPath, [server], {
  env: { ...process.env, SITE_DIST: dist, PORT: String(serverPort), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
let stopping = false
const removePrefix = () => rmSync(prefix, { recursive: true, force: true })
for (const [name, child] of /** @type {const} */ ([
  ['the server', node],
  ['nginx', nginx],
])) {
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`server-behind-nginx: ${name} stopped by itself (${signal ?? `exit code ${code}`})`)
    stop()
    process.exitCode = 1
  })
}
// Both stopped gracefully: the server finishes the answers under way, nginx closes its connections.
function stop() {
  stopping = true
  for (const child of [node, nginx]) if (child.exitCode === null) child.kill('SIGTERM')
}
const stopped = Promise.all(
  [node, nginx].map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)),
).then(removePrefix)
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
process.once('exit', () => {
  for (const child of [node, nginx]) if (child.exitCode === null) child.kill('SIGKILL')
  removePrefix()
})

await waitOn({
  resources: [serverPort, port].map((ready) => `tcp:127.0.0.1:${ready}`),
  timeout: READY_TIMEOUT_MS,
  interval: READY_POLL_MS,
  window: 0,
}).catch(() => {
  if (!stopping)
    fail(`the server (${serverPort}) and nginx (${port}) did not accept connections within ${READY_TIMEOUT_MS} ms`)
})
if (!stopping) {
  console.log(
    `${READY_TEXT} ${dist} at ${tls ? 'https' : 'http'}://127.0.0.1:${port}/ (the server on ${serverPort}, deploy/server-front*.conf)`,
  )
}
await stopped
