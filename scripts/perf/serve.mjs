// @ts-check
// What the speed benchmark (scripts/perf.mjs) and the A/B (scripts/ab.mjs) measure: live builds against the HTTP
// mock backend, each served by two hosts as production hosts serve it (`vite preview` does not):
//  - "h2": HTTPS with HTTP/2 (a throwaway self-signed certificate from openssl), brotli compressed once before
//    serving, a year's caching of /assets/, each prerendered page at its path, 404.html for unknown paths;
//  - "nginx": Debian's nginx with deploy/site.nginx.conf (scripts/nginx-host.mjs): HTTP/1.1, gzip, the same cache
//    rules, the security headers with the build's policy;
//  - "server": the build's server (npm start, its server build in DIR-server) alone on the loopback, as `npm start`
//    runs it: plain HTTP/1.1, its own compression;
//  - "server-nginx" and "server-h2": the same server with Debian's nginx in front as deploy/server-front*.nginx.conf
//    has it (scripts/server-behind-nginx.mjs): HTTP/1.1 + gzip, or HTTPS with HTTP/2 + brotli as a CDN in front
//    would serve it.
// The server hosts have the mock backend as BACKEND_URL and as IMAGE_RESIZER_URL (its resizer): a build whose photos
// are on the site (SITE_RESIZER) gets them from the server, which has the mock backend make and send the copies.
// The mock backend, nginx and the server run in processes of their own (as a real backend is elsewhere), the HTTP/2
// server here.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer, request as httpRequest } from 'node:http'
import { createSecureServer } from 'node:http2'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { READY_TEXT as NGINX_READY_TEXT } from '../nginx-host-config.mjs'
import { throwawayCertificate } from '../throwaway-certificate.mjs'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** @typedef {{ close: () => Promise<void>, output?: () => string }} Service `output`: what it printed so far */

/**
 * The resizer of a build whose photos are on the site (--server-photos=site): a path of the site, which the server
 * answers (IMAGE_RESIZER_URL, serverEnv), the photo's address as it is after the width.
 */
export const SITE_RESIZER = '/img/{width}/{rawUrl}'

/**
 * A live build into `dir` against the mock backend on `apiPort`, its photos through the backend's resizer (the
 * configuration CI measures), or through `imageResizer` (SITE_RESIZER).
 * @param {string} dir
 * @param {number} apiPort
 * @param {string} [cwd] the checkout to build (the A/B's throwaway worktree)
 * @param {string} [imageResizer] VITE_IMAGE_RESIZER
 */
export function buildLive(dir, apiPort, cwd = ROOT, imageResizer = undefined) {
  const api = `http://127.0.0.1:${apiPort}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_BASE_URL: api,
    VITE_IMAGE_RESIZER: imageResizer ?? `${api}/__resize?url={url}&w={width}`,
  }
  const builds = [
    ['--outDir', resolve(ROOT, dir)],
    // Its server build (npm start), for the server hosts: serverOf(dir).
    ['--ssr', 'server/node.ts', '--outDir', resolve(ROOT, `${dir}-server`)],
  ]
  for (const args of builds) {
    const result = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd,
      stdio: 'inherit',
      env,
    })
    if (result.status !== 0) throw new Error(`the build into ${dir} failed`)
  }
}

/**
 * The server build of the live build in `dir` (buildLive makes it; CI's is dist-live-server beside dist-live).
 * @param {string} dir
 */
export const serverOf = (dir) => `${dir}-server/node.js`

/**
 * A Node script of scripts/ in a process of its own, ready once its output holds `readyText`.
 * @param {string} script
 * @param {string[]} args
 * @param {string} readyText
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<Service>}
 */
const startService = (script, args, readyText, env = {}) =>
  startNode([join(ROOT, 'scripts', script), ...args], readyText, env)

/**
 * `node args…` in a process of its own (in ROOT), ready once its output holds `readyText`.
 * @param {string[]} args
 * @param {string} readyText
 * @param {Record<string, string>} env added to this process's environment
 * @returns {Promise<Service>}
 */
function startNode(args, readyText, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    })
    const exited = new Promise((done) => child.once('exit', done))
    // Never leave it holding the port, however this process ends.
    process.once('exit', () => child.kill())
    const name = args.map((arg) => arg.replace(`${ROOT}/`, '')).join(' ')
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)))
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text) => {
      output += text
      if (!output.includes(readyText)) return
      resolvePromise({
        close: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
        output: () => output,
      })
    })
  })
}

/**
 * The mock backend (scripts/mock-server.mjs) on `port`, e.g. with `--photos=real`.
 * @param {number} port
 * @param {string[]} [args]
 */
export const startMockBackend = (port, args = []) =>
  startService('mock-server.mjs', [`--port=${port}`, ...args], 'Mock backend')

/**
 * Debian's nginx with deploy/site.nginx.conf serving `dir` on `port` (stopped by SIGTERM: close).
 * @param {string} dir
 * @param {number} port
 */
const startNginxHost = (dir, port) =>
  startService('nginx-host.mjs', [`--dist=${dir}`, `--port=${port}`], NGINX_READY_TEXT)

/**
 * The build's server (npm start) on `port` + 1 with Debian's nginx in front on `port` (scripts/server-behind-nginx.mjs),
 * its backend the mock backend at `backendUrl`; over HTTPS, HTTP/2 and brotli with `tls`.
 * @param {string} dir
 * @param {number} port
 * @param {string} backendUrl
 * @param {boolean} tls
 */
const startServerHost = (dir, port, backendUrl, tls) =>
  startService(
    'server-behind-nginx.mjs',
    [`--dist=${dir}`, `--server=${serverOf(dir)}`, `--port=${port}`, ...(tls ? ['--tls'] : [])],
    NGINX_READY_TEXT,
    serverEnv(backendUrl),
  )

/**
 * The server's variables: the mock backend, which is also the resizer that makes the copies a build with its photos
 * on the site (SITE_RESIZER) asks the server for (unused by a build whose resizer is another origin).
 * @param {string} backendUrl
 */
const serverEnv = (backendUrl) => ({
  BACKEND_URL: backendUrl,
  IMAGE_RESIZER_URL: `${backendUrl}/__resize?url={url}&w={width}`,
})

/**
 * The "server" host: `npm start` alone on `port` (plain HTTP/1.1 on the loopback, its own compression), started as
 * scripts/server-behind-nginx.mjs starts it behind nginx.
 * @param {string} dir @param {number} port @param {string} backendUrl
 * @returns {Promise<Service>}
 */
function startServerAlone(dir, port, backendUrl) {
  const server = resolve(ROOT, serverOf(dir))
  if (!existsSync(server)) {
    throw new Error(`${server} is missing: npx vite build --ssr server/node.ts --outDir <folder>`)
  }
  return startNode([server], 'Serving', {
    ...serverEnv(backendUrl),
    SITE_DIST: resolve(ROOT, dir),
    PORT: String(port),
    HOST: '127.0.0.1',
  })
}

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt'])

/**
 * The "h2" host: `dir` over HTTPS with HTTP/2 on `port`, text brotli-compressed (quality 11) once before serving.
 * Paths as deploy/site.nginx.conf serves them: a file at its path, else the page prerendered for it
 * (`<path>.html`), else 404.html with status 404; the build's records (/.vite/, _headers) are not served.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<Service>}
 */
async function startH2Host(dir, port) {
  const root = resolve(ROOT, dir)
  /** @type {Map<string, Buffer>} */
  const brotli = new Map()
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file))) continue
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 }
    brotli.set(file, brotliCompressSync(await readFile(file), { params }))
  }
  const isFile = (/** @type {string} */ path) =>
    stat(path).then(
      (info) => info.isFile(),
      () => false,
    )
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'https://127.0.0.1')
      const asked = normalize(join(root, decodeURIComponent(pathname)))
      const hidden = pathname.startsWith('/.vite/') || pathname === '/_headers' || pathname === '/404.html'
      let file = asked
      let status = 200
      if (!asked.startsWith(root)) return void res.writeHead(403).end()
      if (hidden || !(await isFile(asked))) {
        const page = pathname === '/' ? join(root, 'index.html') : `${asked}.html`
        if (!hidden && (await isFile(page))) file = page
        else [file, status] = [join(root, '404.html'), 404]
      }
      const ext = extname(file)
      /** @type {Record<string, string>} */
      const headers = {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': file.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      }
      let body = brotli.get(file)
      if (body && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        Object.assign(headers, { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' })
      } else body = await readFile(file)
      const response = res.writeHead(status, headers)
      if (req.method === 'HEAD') response.end()
      else response.end(body)
    } catch {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolvePromise(undefined))
  })
  return { close: () => new Promise((resolvePromise) => server.close(() => resolvePromise())) }
}

/**
 * The mock backend on `port` as seen through this proxy, forwarding to `backendPort`; while `resizer.on` is false,
 * a resize request (`/__resize?url=U&w=W`) gets the original at U instead, as a build without VITE_IMAGE_RESIZER
 * would load it: the photo section measures both on the same build.
 * @param {number} port
 * @param {number} backendPort
 * @returns {Promise<Service & { resizer: { on: boolean } }>}
 */
export async function startResizerSwitch(port, backendPort) {
  const resizer = { on: true }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    const source = url.pathname === '/__resize' ? new URL(url.searchParams.get('url') ?? '/', url) : undefined
    let path = req.url ?? '/'
    if (source && !resizer.on) path = `${source.pathname}${source.search}`
    else if (source) {
      // The backend reads its own photos directly, not back through this proxy.
      source.port = String(backendPort)
      url.searchParams.set('url', source.href)
      path = `${url.pathname}${url.search}`
    }
    const forward = httpRequest(
      { host: '127.0.0.1', port: backendPort, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolvePromise(undefined))
  })
  return {
    resizer,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolvePromise) => server.close(() => resolvePromise()))
    },
  }
}

/**
 * @typedef {import('./report.mjs').HostId} HostId
 * @typedef {{ build: string, host: HostId, origin: string }} Target a build on a host
 */

/**
 * Each build on each host, on ports from `firstPort` up (in the order of `hosts`, per build; a server behind nginx
 * takes two ports, nginx's and the server's). A host that cannot start (no nginx) is noted, not fatal; so is what the
 * server says of the photos on the site (whether it makes them, SITE_RESIZER).
 * @param {Array<{ name: string, dir: string, serverDir?: string }>} builds (`serverDir`: the build the server hosts
 *   serve instead, e.g. one with its photos on the site)
 * @param {HostId[]} hosts
 * @param {number} firstPort
 * @param {string} backendUrl the mock backend, for the server hosts
 * @returns {Promise<{ targets: Target[], notes: string[], close: () => Promise<void> }>}
 */
export async function serveBuilds(builds, hosts, firstPort, backendUrl) {
  /** @type {Target[]} */
  const targets = []
  /** @type {Service[]} */
  const services = []
  /** @type {string[]} */
  const notes = []
  /** @type {Array<{ host: string, service: Service }>} */
  const servers = []
  let port = firstPort
  for (const build of builds) {
    for (const host of hosts) {
      const at = port
      port += host === 'server-h2' || host === 'server-nginx' ? 2 : 1
      const serverDir = build.serverDir ?? build.dir
      try {
        /** @type {Service} */
        let service
        if (host === 'h2') service = await startH2Host(build.dir, at)
        else if (host === 'nginx') service = await startNginxHost(build.dir, at)
        else if (host === 'server') service = await startServerAlone(serverDir, at, backendUrl)
        else service = await startServerHost(serverDir, at, backendUrl, host === 'server-h2')
        services.push(service)
        if (host.startsWith('server')) servers.push({ host: `${build.name} on ${host}`, service })
        const scheme = host.endsWith('h2') ? 'https' : 'http'
        targets.push({ build: build.name, host, origin: `${scheme}://127.0.0.1:${at}` })
      } catch (error) {
        notes.push(`${build.name} on ${host} not measured: ${String(error).split('\n')[0]}`)
      }
    }
  }
  // The server writes its photo line just after "Serving": a moment for the last one started.
  if (servers.length > 0) await new Promise((done) => setTimeout(done, 200))
  for (const { host, service } of servers) {
    const photos = /^Photos at .*$/m.exec(service.output?.() ?? '')?.[0]
    if (photos) notes.push(`${host}: ${photos.replace(/\.$/, '')}`)
  }
  return { targets, notes, close: async () => void (await Promise.all(services.map((service) => service.close()))) }
}
