#!/usr/bin/env node
// @ts-check
// Checks the school's nginx server block (deploy/site.nginx.conf) on a real build with real HTTP requests:
// serves the build with scripts/nginx-host.mjs (Debian's nginx) and asks it what a browser would. HTTP/1.1; every
// page of the site map at its path, as its own HTML, `no-cache`; an unknown or wrongly cased path the not-found page
// with 404; hashed scripts and styles gzipped and immutable for a year; the offline worker and the web app manifest
// `no-cache`, the manifest as application/manifest+json and its icons as PNG; every answer with every header of the
// build's _headers (its own Content-Security-Policy); no build records served. Hashed assets as the build's own
// brotli and gzip copies (build/precompress-plugin.ts), the main script fast at 50 requests at once; a page's file
// asked by its name (/about.html) redirected to the page's address, the redirect `no-cache` with the security
// headers; deploy/publish.sh's records (`.publish/` in the served folder) never served; the content editor at
// /admin/ with its own policy.
// Usage: node scripts/check-nginx-host.mjs dist-live [--port=4297]   (exit 1 with the list of failures)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import getPort from 'get-port'
import { IMMUTABLE_FILE_CACHE_CONTROL } from '../policy/caching.ts'
import { EDITOR_PATH, headersForPath, headersOfHeadersFile } from '../policy/headers.ts'
import { sitePagesIn } from '../build/site-pages.ts'
import { checkReport, listed } from './check-report.ts'
import { pageFileOf, READY_TEXT } from './nginx-host-config.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const HOST_START_TIMEOUT_MS = 15_000
const REVALIDATE = 'no-cache'
/** An address no page has (and no near miss of one). */
const UNKNOWN_PATH = '/no-such-page-here'
/** A page of the site map asked with the wrong case: the routes are case-sensitive (spec). */
const WRONG_CASE_PATH = '/gallery'
/** The web app manifest of live builds (build/pwa-plugin.ts); Debian's mime.types has no type for it. */
const WEB_MANIFEST = 'manifest.webmanifest'
const WEB_MANIFEST_TYPE = 'application/manifest+json'
/**
 * The main script under load: this many requests at once, so many in all, and the median it must keep.
 * Compressed for each request it was 531 ms; sent from the build's brotli copy it is a few milliseconds.
 */
const LOAD_CONCURRENCY = 50
const LOAD_REQUESTS = 500
const LOAD_MEDIAN_LIMIT_MS = 50
/**
 * deploy/publish.sh's records in the served folder: a file of them, put there for the check when the build has none
 * (a build folder never has; a published one does), and removed after.
 */
const PUBLISH_RECORD = '.publish/live-assets'
/** Addresses that must never become a redirect to another site (a browser reads `/\x` as `//x`). */
const FOREIGN_REDIRECT_TRIES = ['/%5Cevil.example/x.html', '//evil.example/x.html', '/%2F%2Fevil.example/x.html']

const args = process.argv.slice(2)
const dist = resolve(ROOT, args.find((arg) => !arg.startsWith('--')) ?? 'dist-live')
const portArg = args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length)

/**
 * Starts scripts/nginx-host.mjs and resolves once it serves.
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startHost(port) {
  return new Promise((resolveHost, reject) => {
    const host = spawn(process.execPath, ['scripts/nginx-host.mjs', `--dist=${dist}`, `--port=${port}`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => reject(new Error(`nginx-host did not start:\n${output}`)), HOST_START_TIMEOUT_MS)
    /** @param {string} text */
    const onOutput = (text) => {
      output += text
      if (output.includes(READY_TEXT)) {
        clearTimeout(timer)
        resolveHost(host)
      }
    }
    host.stdout.setEncoding('utf8').on('data', onOutput)
    host.stderr.setEncoding('utf8').on('data', onOutput)
    host.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`nginx-host exited (${code}):\n${output}`))
    })
  })
}

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {string} httpVersion
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body decompressed when it came gzipped or as brotli
 * @property {Buffer} raw as it came
 */

/** @param {Buffer} raw @param {string | undefined} encoding */
function decoded(raw, encoding) {
  if (encoding === 'gzip') return gunzipSync(raw)
  if (encoding === 'br') return brotliDecompressSync(raw)
  return raw
}

/**
 * One GET with Node's http client (HTTP/1.1), as a browser asks: with gzip, with brotli and gzip (`br`), or neither.
 * @param {number} port
 * @param {string} path
 * @param {{ gzip?: boolean, br?: boolean }} [options]
 * @returns {Promise<Answer>}
 */
function ask(port, path, { gzip = false, br = false } = {}) {
  return new Promise((resolveAnswer, reject) => {
    const acceptEncoding = br ? 'gzip, deflate, br' : gzip ? 'gzip' : undefined
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        resolveAnswer({
          status: response.statusCode ?? 0,
          httpVersion: response.httpVersion,
          headers: response.headers,
          body: decoded(raw, response.headers['content-encoding']),
          raw,
        })
      })
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * `total` GETs of `path`, `concurrency` at a time on kept-alive connections (as browsers hold them), asking for
 * brotli as Chromium does; the bodies are read and dropped (this times nginx, not this script). The time of each,
 * sorted.
 * @param {number} port
 * @param {string} path
 * @param {number} concurrency
 * @param {number} total
 */
async function timedLoad(port, path, concurrency, total) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
  /** @type {number[]} */
  const times = []
  let started = 0
  const client = async () => {
    while (started < total) {
      started += 1
      const start = performance.now()
      await new Promise((done, reject) => {
        get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
          response.on('end', done).on('error', reject).resume()
        }).on('error', reject)
      })
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  agent.destroy()
  return times.sort((a, b) => a - b)
}

// A line for each failure at the end, not one a check: the check makes one for each answer and header.
const { check, finish } = checkReport({ quiet: true })

/**
 * @param {string} file inside the build
 */
const builtFile = (file) => readFileSync(join(dist, file))

/**
 * The largest file of assets/ with this extension: above gzip_min_length, so it must come gzipped.
 * @param {string} extension
 */
function largestAsset(extension) {
  const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith(extension))
  return files.sort((a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size)[0]
}

const headersFile = readFileSync(join(dist, '_headers'), 'utf8')
const expectedHeaders = headersOfHeadersFile(headersFile)
check(
  expectedHeaders.some(([name]) => name === 'Content-Security-Policy'),
  '_headers has a Content-Security-Policy',
)

const publishRecordMadeHere = !existsSync(join(dist, PUBLISH_RECORD))
const publishFolderMadeHere = !existsSync(join(dist, dirname(PUBLISH_RECORD)))
if (publishRecordMadeHere) {
  mkdirSync(join(dist, dirname(PUBLISH_RECORD)), { recursive: true })
  writeFileSync(join(dist, PUBLISH_RECORD), 'assets/index-check.js\n')
}
/** Takes out what this check put in the build folder. */
function removePublishRecord() {
  if (publishFolderMadeHere) rmSync(join(dist, dirname(PUBLISH_RECORD)), { recursive: true, force: true })
  else if (publishRecordMadeHere) rmSync(join(dist, PUBLISH_RECORD), { force: true })
}

const port = portArg ? Number(portArg) : await getPort({ host: '127.0.0.1' })
const host = await startHost(port).catch((error) => {
  removePublishRecord()
  throw error
})
/** Every answer, for the header check at the end. @type {Array<[string, Answer]>} */
const answers = []
/**
 * @param {string} path
 * @param {{ gzip?: boolean, br?: boolean }} [options]
 */
async function askAndKeep(path, options) {
  const answer = await ask(port, path, options)
  answers.push([path, answer])
  return answer
}

try {
  // Pages: each at its path (query strings play no part), as its own file.
  const pages = sitePagesIn(ROOT).map((page) => page.path)
  check(pages.length > 0, 'the site map lists pages')
  for (const [path, file] of [
    ...pages.map((page) => [page, pageFileOf(page)]),
    ['/SubGallery?id=x', pageFileOf('/SubGallery')],
  ]) {
    if (!path || !file) continue
    if (!existsSync(join(dist, file))) {
      check(false, `${path}: the build has no ${file}`)
      continue
    }
    const answer = await askAndKeep(path)
    check(answer.httpVersion === '1.1', `${path}: HTTP/${answer.httpVersion}, not HTTP/1.1`)
    check(answer.status === 200, `${path}: status ${answer.status}, not 200`)
    check(/^text\/html\b/.test(answer.headers['content-type'] ?? ''), `${path}: ${answer.headers['content-type']}`)
    check(answer.headers['cache-control'] === REVALIDATE, `${path}: Cache-Control ${answer.headers['cache-control']}`)
    check(answer.body.equals(builtFile(file)), `${path}: the answer is not ${file}`)
  }
  const home = await askAndKeep('/', { gzip: true })
  check(home.headers['content-encoding'] === 'gzip', `/ asked with gzip: ${home.headers['content-encoding']}`)

  // Unknown addresses: the not-found page, with 404.
  const notFoundPage = existsSync(join(dist, '404.html')) ? builtFile('404.html') : undefined
  check(notFoundPage !== undefined, 'the build has no 404.html')
  for (const path of [UNKNOWN_PATH, WRONG_CASE_PATH, '/404.html', '/images/']) {
    const answer = await askAndKeep(path)
    check(answer.status === 404, `${path}: status ${answer.status}, not 404`)
    check(/^text\/html\b/.test(answer.headers['content-type'] ?? ''), `${path}: ${answer.headers['content-type']}`)
    check(answer.headers['cache-control'] === REVALIDATE, `${path}: Cache-Control ${answer.headers['cache-control']}`)
    check(notFoundPage !== undefined && answer.body.equals(notFoundPage), `${path}: the answer is not 404.html`)
  }

  // Hashed scripts and styles: gzipped for a browser that accepts it, kept for a year.
  for (const extension of ['.js', '.css']) {
    const asset = largestAsset(extension)
    if (!asset) {
      check(false, `the build has no ${extension} file in assets/`)
      continue
    }
    const path = `/assets/${asset}`
    const answer = await askAndKeep(path, { gzip: true })
    check(answer.status === 200, `${path}: status ${answer.status}`)
    check(
      answer.headers['cache-control'] === IMMUTABLE_FILE_CACHE_CONTROL,
      `${path}: Cache-Control ${answer.headers['cache-control']}`,
    )
    check(
      answer.headers['content-encoding'] === 'gzip',
      `${path}: Content-Encoding ${answer.headers['content-encoding']}`,
    )
    check(/\bAccept-Encoding\b/i.test(answer.headers.vary ?? ''), `${path}: Vary ${answer.headers.vary}`)
    check(answer.body.equals(builtFile(`assets/${asset}`)), `${path}: the unzipped answer is not the file`)
  }
  // ... and as the build's own compressed copies (gzip_static, brotli_static): the very bytes of x.js.gz and x.js.br,
  // not compressed again for each request; brotli for a browser that accepts it.
  for (const extension of ['.js', '.css']) {
    const asset = largestAsset(extension)
    if (!asset) continue
    const path = `/assets/${asset}`
    for (const [encoding, options] of /** @type {const} */ ([
      ['br', { br: true }],
      ['gzip', { gzip: true }],
    ])) {
      const copy = `assets/${asset}.${encoding === 'br' ? 'br' : 'gz'}`
      if (!existsSync(join(dist, copy))) {
        check(false, `the build has no ${copy} (build/precompress-plugin.ts)`)
        continue
      }
      const answer = await askAndKeep(path, options)
      check(
        answer.headers['content-encoding'] === encoding,
        `${path} asked with ${encoding}: Content-Encoding ${answer.headers['content-encoding']}`,
      )
      check(answer.raw.equals(builtFile(copy)), `${path} asked with ${encoding}: not the build's ${copy}`)
      check(answer.body.equals(builtFile(`assets/${asset}`)), `${path} asked with ${encoding}: unpacked, not the file`)
      check(
        /\bAccept-Encoding\b/i.test(answer.headers.vary ?? ''),
        `${path} (${encoding}): Vary ${answer.headers.vary}`,
      )
      check(
        answer.headers['cache-control'] === IMMUTABLE_FILE_CACHE_CONTROL,
        `${path} (${encoding}): Cache-Control ${answer.headers['cache-control']}`,
      )
    }
    const plain = await askAndKeep(path)
    check(
      plain.headers['content-encoding'] === undefined,
      `${path} asked without compression: ${plain.headers['content-encoding']}`,
    )
    check(plain.body.equals(builtFile(`assets/${asset}`)), `${path} asked without compression: not the file`)
  }
  const missingAsset = await askAndKeep('/assets/no-such-file-0000.js')
  check(missingAsset.status === 404, `a missing asset: status ${missingAsset.status}`)
  check(
    missingAsset.headers['cache-control'] !== IMMUTABLE_FILE_CACHE_CONTROL,
    'a missing asset is not kept for a year',
  )

  // The offline worker and the files a new release must reach at once: revalidated on every visit.
  const workerFiles = readdirSync(dist).filter((name) => /^(?:sw|workbox-.*)\.js$/.test(name))
  check(workerFiles.includes('sw.js'), 'the build has no offline worker (sw.js)')
  for (const file of [...workerFiles, 'robots.txt', 'sitemap.xml', WEB_MANIFEST]) {
    if (!existsSync(join(dist, file))) continue
    const answer = await askAndKeep(`/${file}`)
    check(answer.status === 200, `/${file}: status ${answer.status}`)
    check(answer.headers['cache-control'] === REVALIDATE, `/${file}: Cache-Control ${answer.headers['cache-control']}`)
  }

  // The web app manifest ("Install the site"): its own type (a browser ignores a manifest served as something else).
  check(existsSync(join(dist, WEB_MANIFEST)), `the build has no ${WEB_MANIFEST}`)
  const webManifest = await askAndKeep(`/${WEB_MANIFEST}`)
  check(
    (webManifest.headers['content-type'] ?? '').startsWith(WEB_MANIFEST_TYPE),
    `/${WEB_MANIFEST}: Content-Type ${webManifest.headers['content-type']}, not ${WEB_MANIFEST_TYPE}`,
  )
  /** @type {{ icons?: Array<{ src: string }> }} */
  const manifestMembers = webManifest.status === 200 ? JSON.parse(webManifest.body.toString('utf8')) : {}
  const firstIcon = manifestMembers.icons?.[0]?.src
  check(firstIcon !== undefined, `/${WEB_MANIFEST} names no icon`)

  // Public files with names that stay (the favicon, the manifest's icons): a short cache, not immutable.
  /** @type {Array<[path: string, type: string]>} */
  const publicFiles = [['/favicon.svg', 'image/svg+xml']]
  if (firstIcon) publicFiles.push([firstIcon, 'image/png'])
  for (const [path, type] of publicFiles) {
    const answer = await askAndKeep(path)
    check(answer.status === 200, `${path}: status ${answer.status}`)
    check((answer.headers['content-type'] ?? '').startsWith(type), `${path}: ${answer.headers['content-type']}`)
    check(
      /^public, max-age=\d+$/.test(answer.headers['cache-control'] ?? '') &&
        answer.headers['cache-control'] !== IMMUTABLE_FILE_CACHE_CONTROL,
      `${path}: Cache-Control ${answer.headers['cache-control']}`,
    )
  }

  // A page's file asked by its name: a permanent redirect to the page's address, query kept (at the .html address
  // the app knows no route). The page itself is still served at its address (checked above).
  /** @type {Array<[path: string, location: string]>} */
  const redirects = [
    ['/index.html', '/'],
    ['/index.html?from=old-link', '/?from=old-link'],
    ...pages
      .filter((page) => page !== '/')
      .map((page) => /** @type {[string, string]} */ ([pageFileOf(page).replace(/^/, '/'), page])),
    ['/about.html?a=1&b=2', '/about'.concat('?a=1&b=2')],
  ]
  for (const [path, location] of redirects) {
    const answer = await askAndKeep(path)
    check(answer.status === 301, `${path}: status ${answer.status}, not 301`)
    check(answer.headers.location === location, `${path}: Location ${answer.headers.location}, not ${location}`)
    // Not kept for ever (a 301 without Cache-Control may be), and with the security headers (all checked below).
    check(
      answer.headers['cache-control'] === REVALIDATE,
      `${path} (301): Cache-Control ${answer.headers['cache-control']}, not ${REVALIDATE}`,
    )
    check(answer.headers['content-security-policy'] !== undefined, `${path} (301): no Content-Security-Policy`)
  }
  for (const path of FOREIGN_REDIRECT_TRIES) {
    const answer = await askAndKeep(path)
    const location = answer.headers.location ?? ''
    check(!/^(?:[a-z]+:)?[/\\]{2}|\\/i.test(location), `${path}: redirected to ${location}`)
    check(answer.status === 404, `${path}: status ${answer.status}, not 404`)
  }

  // The content editor (build/decap-plugin.ts): its page at /admin/, /admin sent there, its script gzipped and its
  // configuration as YAML, all revalidated; its headers are checked below (its own policy, not the site's).
  if (existsSync(join(dist, 'admin', 'index.html'))) {
    const editor = await askAndKeep(EDITOR_PATH)
    check(editor.status === 200, `${EDITOR_PATH}: status ${editor.status}, not 200`)
    check(editor.body.equals(builtFile('admin/index.html')), `${EDITOR_PATH}: the answer is not admin/index.html`)
    check(
      editor.headers['cache-control'] === REVALIDATE,
      `${EDITOR_PATH}: Cache-Control ${editor.headers['cache-control']}`,
    )
    const bare = await askAndKeep(EDITOR_PATH.slice(0, -1))
    check(
      bare.status === 301 && bare.headers.location === EDITOR_PATH,
      `/admin: ${bare.status} to ${bare.headers.location}`,
    )
    const script = await askAndKeep(`${EDITOR_PATH}decap/decap-cms.js`, { gzip: true })
    check(script.status === 200, `the editor's script: status ${script.status}`)
    check(script.headers['content-encoding'] === 'gzip', `the editor's script: ${script.headers['content-encoding']}`)
    check(script.headers['cache-control'] === REVALIDATE, `the editor's script: ${script.headers['cache-control']}`)
    const config = await askAndKeep(`${EDITOR_PATH}config.yml`)
    check(/^text\/yaml\b/.test(config.headers['content-type'] ?? ''), `config.yml: ${config.headers['content-type']}`)
  } else {
    check(false, 'the build has no admin/index.html (build/decap-plugin.ts)')
  }

  // Build records, deploy/publish.sh's records and other hosts' files are not served.
  for (const path of ['/.vite/manifest.json', '/_headers', `/${PUBLISH_RECORD}`, '/.publish/', '/.publish']) {
    const answer = await askAndKeep(path)
    check(answer.status === 404, `${path}: status ${answer.status}, not 404`)
  }

  // The main script at 50 requests at once: sent from its compressed copy, not compressed for each request.
  const mainScript = largestAsset('.js')
  if (mainScript) {
    const times = await timedLoad(port, `/assets/${mainScript}`, LOAD_CONCURRENCY, LOAD_REQUESTS)
    const median = times[Math.floor(times.length / 2)] ?? Infinity
    const p95 = times[Math.floor(times.length * 0.95)] ?? Infinity
    console.log(
      `/assets/${mainScript} at ${LOAD_CONCURRENCY} at once: p50 ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${LOAD_REQUESTS} requests)`,
    )
    check(median < LOAD_MEDIAN_LIMIT_MS, `the main script at ${LOAD_CONCURRENCY} at once: p50 ${median.toFixed(1)} ms`)
  }

  // Every answer, errors included, with every header of the build's _headers (the editor's under /admin/).
  for (const [path, answer] of answers) {
    for (const [name, value] of headersForPath(headersFile, path)) {
      const sent = answer.headers[name.toLowerCase()]
      check(sent === value, `${path} (${answer.status}): ${name} ${sent === undefined ? 'missing' : `is "${sent}"`}`)
    }
  }
} finally {
  removePublishRecord()
  // Stopped, not killed: nginx-host removes its scratch folder once nginx has gone.
  if (host.exitCode === null) {
    await new Promise((stopped) => {
      host.once('exit', stopped)
      host.kill('SIGTERM')
    })
  }
}

finish({
  passed: `nginx host check passed: ${answers.length} answers from ${dist} with deploy/site.nginx.conf (HTTP/1.1, gzip, brotli and gzip copies, cache rules, pages, .html redirects, 404, web manifest, headers, no records)`,
  failed: (failures) => listed(`nginx host check failed (${dist}, deploy/site.nginx.conf):`, failures),
})
