#!/usr/bin/env node
// @ts-check
// Serves a build folder with Debian's nginx and the school's own server block, deploy/site.nginx.conf:
// plain HTTP/1.1 on 127.0.0.1, gzip, the cache rules, each page at its path, the not-found page with 404, and the
// security headers with the build's own Content-Security-Policy (from its _headers). CI serves the live build
// with it for scripts/check-nginx-host.mjs and the live-build browser tests (E2E_LIVE_HOST=nginx).
// Usage: node scripts/nginx-host.mjs --dist=dist-live --port=4390 [--build-records] [--tls]   (stops on Ctrl-C / SIGTERM)
// --build-records: also serve the build's records (/.vite/), which the browser tests read and a live host never serves.
// --tls: HTTPS with HTTP/2 and brotli on a throwaway certificate, the same block otherwise (the benchmark's "h2" host,
// scripts/perf.mjs; needs libnginx-mod-http-brotli-filter).
// Needs: apt-get install nginx libnginx-mod-http-brotli-static (CI installs them). NGINX_PATH overrides /usr/sbin/nginx.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import getPort from 'get-port'
import waitOn from 'wait-on'
import { EDITOR_PATH } from '../policy/headers.ts'
import {
  BROTLI_FILTER_MODULE,
  BROTLI_STATIC_MODULE,
  contentSecurityPolicyOf,
  localServerBlock,
  nginxMainConfig,
  overTls,
  READY_TEXT,
  securityHeadersWithPolicy,
} from './nginx-host-config.ts'
import { throwawayCertificate } from './throwaway-certificate.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** How long nginx may take to accept connections. */
const READY_TIMEOUT_MS = 10_000
const READY_POLL_MS = 50

/**
 * @param {string} name
 * @returns {string | undefined}
 */
const argument = (name) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)

/** @param {string} message */
function fail(message) {
  console.error(`nginx-host: ${message}`)
  process.exit(2)
}

const distArg = argument('dist')
const port = Number(argument('port'))
if (!distArg || !Number.isInteger(port) || port <= 0) {
  fail('usage: node scripts/nginx-host.mjs --dist=<folder> --port=<port> [--build-records]')
}
const dist = resolve(ROOT, distArg ?? '')
if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no build (no index.html)`)
if (!existsSync(join(dist, '_headers'))) fail(`${dist} has no _headers (build/csp-plugin.ts writes it)`)
if (!existsSync(NGINX)) fail(`${NGINX} is missing: apt-get install -y nginx`)
if (!existsSync(BROTLI_STATIC_MODULE)) {
  fail(`${BROTLI_STATIC_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-static`)
}
const tls = process.argv.includes('--tls')
if (tls && !existsSync(BROTLI_FILTER_MODULE)) {
  fail(`${BROTLI_FILTER_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-filter`)
}
// Else the readiness poll below would take another server's answer for nginx's.
if ((await getPort({ host: '127.0.0.1', port })) !== port) fail(`port ${port} is in use`)

const prefix = mkdtempSync(join(tmpdir(), 'nginx-host-'))
const securityHeaders = join(prefix, 'security-headers.conf')
const headersFile = readFileSync(join(dist, '_headers'), 'utf8')
const policy = contentSecurityPolicyOf(headersFile)
writeFileSync(
  securityHeaders,
  securityHeadersWithPolicy(readFileSync(join(ROOT, 'deploy', 'security-headers.conf'), 'utf8'), policy),
)
// The content editor's headers (/admin/) with its policy as this build wrote it (its git host, HTTP or HTTPS).
const editorSecurityHeaders = join(prefix, 'admin-security-headers.conf')
writeFileSync(
  editorSecurityHeaders,
  securityHeadersWithPolicy(
    readFileSync(join(ROOT, 'deploy', 'admin-security-headers.conf'), 'utf8'),
    contentSecurityPolicyOf(headersFile, EDITOR_PATH),
  ),
)
const plainBlock = localServerBlock(readFileSync(join(ROOT, 'deploy', 'site.nginx.conf'), 'utf8'), {
  port,
  root: dist,
  securityHeaders,
  editorSecurityHeaders,
  buildRecords: process.argv.includes('--build-records'),
})
let serverBlock = plainBlock
if (tls) {
  const { cert, key } = throwawayCertificate()
  const files = { certificate: join(prefix, 'cert.pem'), key: join(prefix, 'key.pem') }
  writeFileSync(files.certificate, cert)
  writeFileSync(files.key, key, { mode: 0o600 })
  serverBlock = overTls(plainBlock, port, files)
}
const asRoot = process.getuid?.() === 0
const modules = tls ? [BROTLI_FILTER_MODULE] : []
writeFileSync(join(prefix, 'nginx.conf'), nginxMainConfig({ prefix, serverBlock, asRoot, modules }))

const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
let stopping = false
const removePrefix = () => rmSync(prefix, { recursive: true, force: true })
nginx.once('exit', (code, signal) => {
  removePrefix()
  if (stopping) process.exit(0)
  console.error(`nginx-host: nginx stopped by itself (${signal ?? `exit code ${code}`})`)
  process.exit(1)
})
// Fast shutdown: nginx closes its connections and exits; the prefix folder goes once it has.
const stop = () => {
  stopping = true
  nginx.kill('SIGTERM')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
// Any other way out (an error in this script): nginx must not outlive it.
process.once('exit', () => {
  if (nginx.exitCode === null) nginx.kill('SIGTERM')
  removePrefix()
})

// nginx stopping by itself ends this script (above), so the wait is for its port alone.
await waitOn({
  resources: [`tcp:127.0.0.1:${port}`],
  timeout: READY_TIMEOUT_MS,
  interval: READY_POLL_MS,
  window: 0,
}).catch(() => fail(`nginx did not accept connections on port ${port} within ${READY_TIMEOUT_MS} ms`))
if (nginx.exitCode === null) {
  console.log(`${READY_TEXT} ${dist} at ${tls ? 'https' : 'http'}://127.0.0.1:${port}/ (deploy/site.nginx.conf)`)
}
