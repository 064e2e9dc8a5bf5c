#!/usr/bin/env node
// @ts-check
// The speed benchmark of issue 9. Builds a LIVE build against the HTTP mock backend (scripts/mock-server.mjs),
// serves it as a production host does (`vite preview` does not): HTTPS with HTTP/2 (a throwaway self-signed
// certificate, made with openssl), brotli or gzip compression, long-lived caching of the hashed assets. Measures:
//  - Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), median of RUNS runs, on ROUTES: performance
//    score, FCP, LCP, TBT, CLS and transferred bytes;
//  - click-to-content of a route already visited in this session (performance.mark/measure, Playwright);
//  - in the large scenario (5,000 news / 5,000 events / 2,000 albums): cards in the DOM and how long a filter
//    change takes to re-render.
//  - with real-size photos (4000×3000 JPEGs of 2.9 MB, `--photos=real` of the mock backend), Lighthouse on
//    PHOTO_ROUTES twice: photos as the backend serves them, and through a real resizer (sharp, the mock backend's
//    /__resize, VITE_IMAGE_RESIZER): image bytes, total bytes, LCP, score and Lighthouse's oversized-image waste
//    (issue 18).
// It prints a table, writes it as markdown (--out, default perf-report.md) and exits 0 whatever the timings:
// timings on shared machines are noisy; the deterministic budgets are scripts/budget.mjs.
// The mock backend runs in a process of its own (as a real backend is elsewhere), the static server in this one.
// Usage: node scripts/perf.mjs [--runs=3] [--routes=/,/Gallery] [--no-build] [--out=perf-report.md] [--skip-lighthouse]
//   [--photo-runs=N] (Lighthouse runs per page with real-size photos; default --runs) [--skip-photos]
//   [--only-photos] (only the real-size photo section, e.g. with --no-build --dist=DIR to measure an older build)
//   [--photos-without-resizer] (the photo section without its resizer half: for a build from before the pipeline)
//   [--serve] (only build and serve the live build and the mock backend, to profile by hand)
//   [--save-lhr=DIR] (each Lighthouse report as JSON, to see the LCP element and the request chain)
// The functions given to page.evaluate run in the browser: hence the DOM types.
/// <reference lib="dom" />
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The throwaway certificate of the local HTTPS server.
  '--ignore-certificate-errors',
]

/** Issue 9's targets (reported, not enforced). */
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150, clickToContentMs: 100, filterMs: 50, maxCards: 60 }
const DEFAULT_ROUTES = ['/', '/Gallery', '/Events', '/topperX', '/Magazine2024', '/TC']
/** Issue 18's pages: every kind of backend photo (cards, album grid, portraits, the home page's sections). */
const PHOTO_ROUTES = String(
  option('photo-routes', [
    '/',
    '/Gallery',
    '/Events',
    '/topperX',
    '/faculty',
    '/SubGallery?id=gallery-sports-day-2026',
  ]),
)
  .split(',')
  .filter(Boolean)
/** Issue 18's targets with real-size photos and the resizer on (reported). */
const PHOTO_TARGETS = { bytes: 1000 * 1024, lcpMs: 2500, score: 95 }

/**
 * A command-line option: `--name=value` gives the value, `--name` alone gives true, no `--name` gives the fallback.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | true | T}
 */
function option(name, fallback) {
  const arg = process.argv.slice(2).find((value) => value === `--${name}` || value.startsWith(`--${name}=`))
  if (arg === undefined) return fallback
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true
}

const RUNS = Number(option('runs', 3))
const ROUTES = String(option('routes', DEFAULT_ROUTES.join(',')))
  .split(',')
  .filter(Boolean)
const OUT = String(option('out', 'perf-report.md'))
const DIST = String(option('dist', 'dist-perf'))
const PHOTO_RUNS = Number(option('photo-runs', RUNS))
/** The second build of the photo section: the same site with VITE_IMAGE_RESIZER set. */
const RESIZER_DIST = `${DIST}-resizer`
const API_PORT = Number(option('api-port', 4291))
const SITE_PORT = Number(option('port', 4290))
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`
const SITE = `https://127.0.0.1:${SITE_PORT}`

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @returns {Promise<void>}
 */
function run(command, args, env = {}, stdio = 'inherit') {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio, env: { ...process.env, ...env } })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    )
  })
}

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt'])

/** A throwaway self-signed certificate for 127.0.0.1 (openssl), so the local server can speak HTTPS and HTTP/2. */
async function throwawayCertificate() {
  const { mkdtempSync, readFileSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const dir = mkdtempSync(join(tmpdir(), 'perf-cert-'))
  try {
    await run(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      {},
      'ignore',
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The built site as a production host serves it (what `vite preview` does not do): HTTPS and HTTP/2, brotli (or
 * gzip) for text, compressed once before serving (as a host's build step or cache does, so no visit pays for
 * compressing), long-lived caching of the hashed /assets/, no-cache for index.html and sw.js, index.html for
 * every page path.
 * @returns {Promise<StaticServer>}
 */
async function startStaticServer(dist = DIST) {
  const { createSecureServer } = await import('node:http2')
  const { readFile, readdir, stat } = await import('node:fs/promises')
  const { extname, normalize } = await import('node:path')
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib')
  const root = resolve(ROOT, dist)
  /** @type {Map<string, Buffer>} */
  const compressed = new Map()
  /** @type {Record<string, (body: Buffer) => Buffer>} */
  const encoders = {
    br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: (body) => gzipSync(body, { level: 9 }),
  }
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath ?? entry.path, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file))) continue
    const body = await readFile(file)
    for (const [encoding, encode] of Object.entries(encoders)) compressed.set(`${encoding}:${file}`, encode(body))
  }
  const server = createSecureServer({ ...(await throwawayCertificate()), allowHTTP1: true }, async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', SITE)
      let file = normalize(join(root, decodeURIComponent(pathname)))
      if (!file.startsWith(root)) return void res.writeHead(403).end()
      const isFile = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      )
      if (!isFile) {
        if (extname(pathname) !== '') return void res.writeHead(404).end()
        file = join(root, 'index.html')
      }
      const ext = extname(file)
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream' }
      headers['Cache-Control'] = file.includes(`${join(root, 'assets')}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache'
      /** @type {Buffer} */
      let body = await readFile(file)
      const accepted = String(req.headers['accept-encoding'] ?? '')
      const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
      if (COMPRESSIBLE.has(ext) && encoding) {
        const key = `${encoding}:${file}`
        let encoded = compressed.get(key)
        if (encoded === undefined) {
          encoded = /** @type {(body: Buffer) => Buffer} */ (encoders[encoding])(body)
          compressed.set(key, encoded)
        }
        body = encoded
        headers['Content-Encoding'] = encoding
        headers.Vary = 'Accept-Encoding'
      }
      const response = res.writeHead(200, headers)
      if (req.method === 'HEAD') response.end()
      else response.end(body)
    } catch {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(SITE_PORT, '127.0.0.1', () => resolve(undefined))
  })
  return { stop: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))) }
}

/**
 * The median of the finite values (NaN when there is none).
 * @param {Array<number | undefined>} values
 * @returns {number}
 */
const median = (values) => {
  const sorted = values
    .filter(/** @returns {value is number} */ (value) => Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index])
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/** @typedef {'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'imageBytes' | 'oversizedBytes'} Metric */
/** @typedef {{ route: string } & Record<Metric, number>} LighthouseRow a route's medians */
/** @typedef {{ stop: () => Promise<void> }} StaticServer */
/** @type {Metric[]} */
const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes', 'imageBytes', 'oversizedBytes']
/**
 * The parts of Lighthouse's audit details read here.
 * @typedef {{ items?: Array<{ resourceType?: string, transferSize?: number, totalBytes: number, url: string }>, overallSavingsBytes?: number }} AuditDetails
 */

/** @returns {Promise<LighthouseRow[]>} */
async function lighthouseTable(routes = ROUTES, runCount = RUNS) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  /** @type {LighthouseRow[]} */
  const rows = []
  try {
    for (const route of routes) {
      /** @type {Array<Record<Metric, number | undefined>>} */
      const runs = []
      for (let index = 0; index < runCount; index += 1) {
        const result = await lighthouse(`${SITE}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
        const { audits, categories } = result.lhr
        /** @param {string} id */
        const details = (id) => /** @type {AuditDetails | undefined} */ (audits[id]?.details)
        const saveDir = /** @type {string | false} */ (option('save-lhr', false))
        if (saveDir) {
          mkdirSync(resolve(ROOT, saveDir), { recursive: true })
          const name = route.replace(/[^A-Za-z0-9]+/g, '_') || '_'
          writeFileSync(resolve(ROOT, saveDir, `${name}-${index}.json`), /** @type {string} */ (result.report))
        }
        runs.push({
          score: (categories.performance?.score ?? Number.NaN) * 100,
          fcp: audits['first-contentful-paint']?.numericValue,
          lcp: audits['largest-contentful-paint']?.numericValue,
          tbt: audits['total-blocking-time']?.numericValue,
          cls: audits['cumulative-layout-shift']?.numericValue,
          bytes: audits['total-byte-weight']?.numericValue,
          imageBytes: (details('network-requests')?.items ?? [])
            .filter((item) => item.resourceType === 'Image')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          oversizedBytes: details('uses-responsive-images')?.overallSavingsBytes ?? 0,
        })
        if (option('details', false)) {
          const items = details('total-byte-weight')?.items ?? []
          for (const item of items.slice(0, 6))
            console.error(`  ${route}: ${Math.round(item.totalBytes / 1024)} KB ${item.url}`)
        }
        process.stderr.write('.')
      }
      const row = /** @type {LighthouseRow} */ ({ route })
      for (const key of METRICS) row[key] = median(runs.map((runResult) => runResult[key]))
      rows.push(row)
    }
  } finally {
    process.stderr.write('\n')
    await chrome.kill()
  }
  return rows
}

/**
 * @template T
 * @param {(context: import('@playwright/test').BrowserContext) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withBrowser(work) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  })
  try {
    return await work(await browser.newContext({ ignoreHTTPSErrors: true }))
  } finally {
    await browser.close()
  }
}

/**
 * Click-to-content of a route visited before in this session: from the click on its link to the first frame
 * with its list in the DOM (performance.mark at the click, measure when a MutationObserver sees the list).
 * @param {import('@playwright/test').BrowserContext} context
 */
async function clickToContent(context) {
  const page = await context.newPage()
  /** @type {number[]} */
  const samples = []
  try {
    await page.goto(`${SITE}/News`)
    await page.locator('ul[aria-label="News"] li').first().waitFor()
    for (let index = 0; index < 5; index += 1) {
      await page.locator('footer a[href="/Events"]').click()
      await page.locator('ul[aria-label="Events"] li').first().waitFor()
      const duration = await page.evaluate(
        () =>
          /** @type {Promise<number>} */ (
            new Promise((resolve) => {
              const done = () => {
                performance.mark('content')
                resolve(performance.measure('click-to-content', 'click', 'content').duration)
              }
              const observer = new MutationObserver(() => {
                if (document.querySelector('ul[aria-label="News"] li')) {
                  observer.disconnect()
                  requestAnimationFrame(done)
                }
              })
              observer.observe(document.body, { childList: true, subtree: true })
              performance.clearMarks()
              performance.mark('click')
              const link = /** @type {HTMLElement | null} */ (document.querySelector('footer a[href="/News"]'))
              link?.click()
            })
          ),
      )
      samples.push(duration)
    }
  } finally {
    await page.close()
  }
  return { median: median(samples), samples }
}

/** Filter changes timed per page; the median is reported (the first, with the code not yet warm, is one of them). */
const FILTER_SAMPLES = 7

/**
 * Large scenario: cards in the DOM on /News, /Events, /Gallery, and the re-render time of a filter change.
 * @param {import('@playwright/test').BrowserContext} context
 */
async function largeScenario(context) {
  /** @type {Array<{ path: string, cards: number, filterMs: number, error?: string }>} */
  const results = []
  const pages = [
    { path: '/News', list: 'ul[aria-label="News"]' },
    { path: '/Events', list: 'ul[aria-label="Events"]' },
    { path: '/Gallery', list: 'main ul.list-grid' },
  ]
  for (const { path, list } of pages) {
    const page = await context.newPage()
    try {
      await page.goto(`${SITE}${path}`)
      await page.locator(`${list} li`).first().waitFor({ timeout: 30_000 })
      const cards = await page.locator(`${list} > li`).count()
      // A filter change: the first <select> of the page to another option; timed to the next frame after the DOM changed.
      /** @type {number[]} */
      const filterSamples = []
      for (let index = 0; index < FILTER_SAMPLES; index += 1) {
        const ms = await page.evaluate(
          /** @param {{ index: number }} arg */
          ({ index: round }) =>
            /** @type {Promise<number>} */ (
              new Promise((resolve) => {
                const select = /** @type {HTMLSelectElement | null} */ (document.querySelector('main select'))
                if (!select || select.options.length < 2) return resolve(Number.NaN)
                const next = /** @type {HTMLOptionElement} */ (
                  select.options[(select.selectedIndex + 1 + round) % select.options.length]
                )
                const observer = new MutationObserver(() => {
                  observer.disconnect()
                  requestAnimationFrame(() => resolve(performance.now() - start))
                })
                observer.observe(/** @type {HTMLElement} */ (document.querySelector('main')), {
                  childList: true,
                  subtree: true,
                  characterData: true,
                })
                const setter = /** @type {(this: HTMLSelectElement, value: string) => void} */ (
                  /** @type {PropertyDescriptor} */ (
                    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')
                  ).set
                )
                const start = performance.now()
                setter.call(select, next.value)
                select.dispatchEvent(new Event('change', { bubbles: true }))
                setTimeout(() => resolve(Number.NaN), 5000)
              })
            ),
          { index },
        )
        filterSamples.push(ms)
        await page.waitForTimeout(200)
      }
      results.push({ path, cards, filterMs: median(filterSamples) })
    } catch (error) {
      results.push({ path, cards: Number.NaN, filterMs: Number.NaN, error: String(error).split('\n')[0] })
    } finally {
      await page.close()
    }
  }
  return results
}

/**
 * The mock backend in a process of its own, as a real backend is on a machine of its own: in this process its
 * answers (70 ms to build the events list) held up the static server's, and Lighthouse then counted a slow host.
 * @param {string[]} [extraArgs]
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
function startMockBackend(scenario = 'demo', extraArgs = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'scripts', 'mock-server.mjs'), `--port=${API_PORT}`, `--scenario=${scenario}`, ...extraArgs],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const exited = new Promise((done) => child.once('exit', done))
    // Never leave it holding the port, however this process ends.
    process.once('exit', () => child.kill())
    const close = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await exited
    }
    child.once('exit', (code) => reject(new Error(`the mock backend exited (${code}) before it was ready`)))
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text) => {
      if (text.includes('Mock backend')) resolve({ close })
    })
  })
}

/**
 * A resizer service keeps the copies it has made (a CDN's cache, nginx's proxy_cache): a school's pages are measured
 * as a visitor finds them after the first, with the copies made. One visit per page at Lighthouse's phone size
 * (412 px, pixel ratio 1.75), scrolled to the end, has the mock backend's sharp resizer make them.
 * @param {import('@playwright/test').BrowserContext} browserContext
 */
async function warmResizer(browserContext) {
  const browser = /** @type {import('@playwright/test').Browser} */ (browserContext.browser())
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    for (const route of PHOTO_ROUTES) {
      // Best effort: a page that does not settle is measured as it is (its copies are then made during the run).
      try {
        await page.goto(`${SITE}${route}`, { waitUntil: 'load' })
        for (let step = 0; step < 30; step += 1) {
          const atEnd = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight)
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
          })
          await page.waitForTimeout(150)
          if (atEnd) break
        }
        // Carousel slides far off to the side never load (lazy): wait for the network to settle, not for every image.
        await page.waitForLoadState('networkidle', { timeout: 20_000 })
      } catch (error) {
        console.error(`warming the resizer on ${route}: ${String(error).split('\n')[0]}`)
      }
    }
  } finally {
    await context.close()
  }
}

/**
 * Real-size photos (issue 18): the mock backend swapped for one serving 4000×3000 photos, then Lighthouse on
 * PHOTO_ROUTES against the build without a resizer (`site`, already serving) and against a build with the mock
 * backend's sharp resizer. Returns the markdown lines and the static server now serving.
 * @param {StaticServer} site
 */
async function photoSection(site) {
  const lines = []
  const without = await lighthouseTable(PHOTO_ROUTES, PHOTO_RUNS)
  if (option('photos-without-resizer', false)) {
    // An older build (before the image pipeline) has nothing to measure with a resizer.
    lines.push('| page | images | bytes | LCP | score |', '|---|---:|---:|---:|---:|')
    for (const row of without) {
      lines.push(
        `| ${row.route} | ${fmt.kb(row.imageBytes)} | ${fmt.kb(row.bytes)} | ${fmt.ms(row.lcp)} | ${fmt.int(row.score)} |`,
      )
    }
    return { lines, site }
  }
  if (!option('no-build', false)) {
    await run('npx', ['vite', 'build', '--outDir', RESIZER_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_BASE_URL: API_ORIGIN,
      VITE_IMAGE_RESIZER: `${API_ORIGIN}/__resize?url={url}&w={width}`,
      NODE_ENV: 'production',
    })
  }
  await site.stop()
  const resized = await startStaticServer(RESIZER_DIST)
  await withBrowser(warmResizer)
  const withResizer = await lighthouseTable(PHOTO_ROUTES, PHOTO_RUNS)
  lines.push(
    `## Real-size photos (4000×3000 JPEG, 2.9 MB each), Lighthouse mobile (412 px wide), median of ${PHOTO_RUNS}`,
    '',
    `Without a resizer the photos are sent as the backend serves them; with one (VITE_IMAGE_RESIZER, here sharp in the mock backend, its copies made by one earlier visit per page, as a resizer's cache holds them), each as a copy the width it is shown. Targets with the resizer: bytes ≤ ${PHOTO_TARGETS.bytes / 1024} KiB, LCP ≤ ${PHOTO_TARGETS.lcpMs / 1000} s, score ≥ ${PHOTO_TARGETS.score}. "Oversized" is Lighthouse's properly-size-images waste.`,
    '',
    '| page | no resizer: images | bytes | LCP | score | resizer: images | bytes | LCP | score | oversized |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const [index, row] of withResizer.entries()) {
    const before = /** @type {LighthouseRow} */ (without[index])
    lines.push(
      `| ${row.route} | ${fmt.kb(before.imageBytes)} | ${fmt.kb(before.bytes)} | ${fmt.ms(before.lcp)} | ${fmt.int(before.score)} | ${fmt.kb(row.imageBytes)} | ${fmt.kb(row.bytes)}${mark(row.bytes <= PHOTO_TARGETS.bytes)} | ${fmt.ms(row.lcp)}${mark(row.lcp <= PHOTO_TARGETS.lcpMs)} | ${fmt.int(row.score)}${mark(row.score >= PHOTO_TARGETS.score)} | ${fmt.kb(row.oversizedBytes)} |`,
    )
  }
  lines.push('')
  return { lines, site: resized }
}

/** @type {Record<'ms' | 'small' | 'int' | 'cls' | 'kb', (value: number) => string>} */
const fmt = {
  ms: (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a'),
  small: (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a'),
  int: (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a'),
  cls: (value) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a'),
  kb: (value) => (Number.isFinite(value) ? `${Math.round(value / 1024)} KB` : 'n/a'),
}
/** @param {boolean} ok */
const mark = (ok) => (ok ? '' : ' ✗')

async function main() {
  const started = new Date()
  let mock = await startMockBackend()
  let site
  try {
    if (!option('no-build', false)) {
      await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
        VITE_API_BASE_URL: API_ORIGIN,
        NODE_ENV: 'production',
      })
    }
    site = await startStaticServer()
    if (option('serve', false)) {
      console.log(`Serving the live build at ${SITE} (backend ${API_ORIGIN}); Ctrl+C stops.`)
      await new Promise((resolve) => {
        process.once('SIGINT', resolve)
        process.once('SIGTERM', resolve)
      })
      return
    }

    const lines = [`# Speed benchmark (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`, '']
    lines.push(
      `Live build against the HTTP mock backend, served like a production host (HTTPS, HTTP/2, brotli); \`npm run perf\`. Machine load average at start: ${(loadavg()[0] ?? Number.NaN).toFixed(1)} on ${cpus().length} cores. Targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms (✗ marks a miss). Timings are reported, not enforced.`,
      '',
    )
    if (option('only-photos', false)) {
      await mock.close()
      mock = await startMockBackend('demo', ['--photos=real'])
      const photos = await photoSection(site)
      site = photos.site
      lines.push(...photos.lines)
      writeFileSync(resolve(ROOT, OUT), `${lines.join('\n')}\n`)
      console.log(`\n${lines.join('\n')}\nWritten to ${OUT}`)
      return
    }
    if (!option('skip-lighthouse', false)) {
      const rows = await lighthouseTable()
      lines.push(`## Lighthouse, mobile (simulated slow 4G, 4x CPU), median of ${RUNS}`, '')
      lines.push('| route | score | FCP | LCP | TBT | CLS | bytes |', '|---|---:|---:|---:|---:|---:|---:|')
      for (const row of rows) {
        lines.push(
          `| ${row.route} | ${fmt.int(row.score)}${mark(row.score >= TARGETS.score)} | ${fmt.ms(row.fcp)} | ${fmt.ms(row.lcp)}${mark(row.lcp <= TARGETS.lcpMs)} | ${fmt.int(row.tbt)} ms${mark(row.tbt <= TARGETS.tbtMs)} | ${fmt.cls(row.cls)}${mark(row.cls <= TARGETS.cls)} | ${fmt.kb(row.bytes)} |`,
        )
      }
      lines.push('')
    }

    const click = await withBrowser(clickToContent)
    lines.push('## Instant navigation', '')
    lines.push(
      `Click-to-content of a route visited before in this session (/Events → /News, median of ${click.samples.length}, this machine, no throttling): **${fmt.small(click.median)}**${mark(click.median <= TARGETS.clickToContentMs)} (target ${TARGETS.clickToContentMs} ms).`,
      '',
    )

    // Large scenario: the same build, the backend swapped for the large data set on the same port.
    await mock.close()
    mock = await startMockBackend('large')
    const large = await withBrowser(largeScenario)
    lines.push('## Large scenario (5,000 news, 5,000 events, 2,000 albums)', '')
    lines.push(
      `| page | cards in the DOM (target ≤ ${TARGETS.maxCards}) | filter change re-render, median of ${FILTER_SAMPLES} (target ${TARGETS.filterMs} ms) |`,
      '|---|---:|---:|',
    )
    for (const row of large) {
      lines.push(
        `| ${row.path} | ${fmt.int(row.cards)}${mark(row.cards <= TARGETS.maxCards)} | ${fmt.small(row.filterMs)}${mark(row.filterMs <= TARGETS.filterMs)}${row.error ? ` (${row.error})` : ''} |`,
      )
    }
    lines.push('')

    if (!option('skip-photos', false) && !option('skip-lighthouse', false)) {
      await mock.close()
      mock = await startMockBackend('demo', ['--photos=real'])
      const photos = await photoSection(site)
      site = photos.site
      lines.push(...photos.lines)
    }
    const markdown = lines.join('\n')
    writeFileSync(resolve(ROOT, OUT), `${markdown}\n`)
    console.log(`\n${markdown}\nWritten to ${OUT}`)
  } finally {
    await site?.stop()
    await mock.close()
  }
}

await main()
