#!/usr/bin/env node
// @ts-check
// The speed benchmark of issues 9 and 20. Builds a LIVE build against the HTTP mock backend (scripts/mock-server.mjs)
// and serves it on two hosts, as production hosts do (`vite preview` does not):
//  - "h2": this script's own server, HTTPS with HTTP/2 (a throwaway self-signed certificate, made with openssl),
//    brotli (or gzip) compression, long-lived caching of the hashed assets, each prerendered page `<path>.html` at
//    its path and 404.html for unknown paths;
//  - "nginx": Debian's nginx with the school's own server block (scripts/nginx-host.mjs, deploy/site.nginx.conf):
//    plain HTTP/1.1, gzip, the same cache rules, the security headers with the build's policy.
// Both serve the same build folder against the same mock backend. Measures:
//  - Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), median of RUNS runs, on ROUTES, on each host
//    (the hosts' runs alternate route by route, so the machine's load weighs on both alike): performance score,
//    FCP, LCP, TBT, CLS and transferred bytes, against issue 20's targets;
//  - click-to-content of a route already visited in this session (performance.mark/measure, Playwright);
//  - in the large scenario (5,000 news / 5,000 events / 2,000 albums): cards in the DOM and how long a filter
//    change takes to re-render.
//  - with real-size photos (4000×3000 JPEGs of 2.9 MB, `--photos=real` of the mock backend), Lighthouse on
//    PHOTO_ROUTES twice: photos as the backend serves them, and through a real resizer (sharp, the mock backend's
//    /__resize, VITE_IMAGE_RESIZER): image bytes, total bytes, LCP, score and Lighthouse's oversized-image waste
//    (issue 18).
// It prints the tables, writes them as markdown (--out, default perf-report.md) and exits 0 whatever the timings:
// timings on shared machines are noisy; the deterministic budgets are scripts/budget.mjs.
// The mock backend and the nginx host run in processes of their own (as a real backend is elsewhere), the HTTP/2
// server in this one.
// Usage: node scripts/perf.mjs [--runs=5] [--routes=/,/Gallery] [--no-build] [--out=perf-report.md] [--skip-lighthouse]
//   [--hosts=h2,nginx] (the hosts measured: both by default, or one of them)
//   [--time-box=SECONDS] (or PERF_TIME_BOX_S: from the start of this script, no Lighthouse run starts after it; the
//     report then holds the medians of the runs done, with their count per cell, and the script still exits 0)
//   [--port=4290] (the HTTP/2 host) [--nginx-port=4292] (the nginx host) [--api-port=4291] (the mock backend)
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
import { option } from './cli-options.mjs'
import { CHROME_FLAGS, CHROME_PATH, METRICS, median, openLighthouse } from './lighthouse-page.mjs'
import { READY_TEXT as NGINX_READY_TEXT } from './nginx-host-config.mjs'
import { SEARCH_TYPING, timeSearchKeystrokes } from './search-keystrokes.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The start of this script: the time box counts from it. */
const STARTED_AT = Date.now()

/**
 * Issue 20's Lighthouse targets on each host (reported, not enforced; LCP ≤ lcpFixedMs on FIXED_CONTENT_ROUTES,
 * ≤ lcpMs on the others) and issue 9's for instant navigation and the large scenario.
 */
const TARGETS = {
  score: 98,
  fcpMs: 1000,
  lcpFixedMs: 1200,
  lcpMs: 1600,
  cls: 0.02,
  tbtMs: 150,
  clickToContentMs: 100,
  filterMs: 50,
  maxCards: 60,
  searchKeystrokeMs: 50,
}
/** Pages whose content is in the build (no backend data): LCP target TARGETS.lcpFixedMs. */
const FIXED_CONTENT_ROUTES = ['/about', '/RulesRegulations', '/contactUs']
const DEFAULT_ROUTES = ['/', '/Gallery', '/Events', '/topperX', '/Magazine2024', '/TC', ...FIXED_CONTENT_ROUTES]
/** @param {string} route */
const lcpTargetOf = (route) => (FIXED_CONTENT_ROUTES.includes(route) ? TARGETS.lcpFixedMs : TARGETS.lcpMs)
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
 * A count option: a whole number ≥ 1.
 * @param {string} name
 * @param {number} fallback
 */
function countOption(name, fallback) {
  const value = option(name, fallback)
  const count = Number(value)
  if (value === true || !Number.isInteger(count) || count < 1) throw new Error(`--${name} wants a whole number ≥ 1`)
  return count
}

const RUNS = countOption('runs', 5)
const ROUTES = String(option('routes', DEFAULT_ROUTES.join(',')))
  .split(',')
  .filter(Boolean)
const OUT = String(option('out', 'perf-report.md'))
const DIST = String(option('dist', 'dist-perf'))
const PHOTO_RUNS = countOption('photo-runs', RUNS)
/** The second build of the photo section: the same site with VITE_IMAGE_RESIZER set. */
const RESIZER_DIST = `${DIST}-resizer`
const API_PORT = Number(option('api-port', 4291))
const SITE_PORT = Number(option('port', 4290))
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`
const SITE = `https://127.0.0.1:${SITE_PORT}`
const NGINX_PORT = Number(option('nginx-port', 4292))

/** @typedef {'h2' | 'nginx'} HostId */
/**
 * A host the build is measured on.
 * @typedef {{ id: HostId, name: string, origin: string, protocol: string, compression: string }} Host
 */
/** @type {Record<HostId, Host>} */
const HOSTS = {
  h2: {
    id: 'h2',
    name: 'HTTP/2 + brotli',
    origin: SITE,
    protocol: "HTTPS with HTTP/2 (this script's Node server, a throwaway certificate, no security headers)",
    compression: 'brotli, quality 11, compressed once before serving (gzip for clients without br)',
  },
  nginx: {
    id: 'nginx',
    name: 'nginx HTTP/1.1 + gzip',
    origin: `http://127.0.0.1:${NGINX_PORT}`,
    protocol:
      "plain HTTP/1.1 (Debian's nginx with deploy/site.nginx.conf, scripts/nginx-host.mjs; its security headers with the build's policy)",
    compression: 'gzip, level 5, compressed on each request (deploy/site.nginx.conf)',
  },
}
const HOST_IDS = /** @type {HostId[]} */ (String(option('hosts', 'h2,nginx')).split(',').filter(Boolean))
if (HOST_IDS.length === 0 || HOST_IDS.some((id) => !(id in HOSTS)) || new Set(HOST_IDS).size !== HOST_IDS.length) {
  throw new Error(`--hosts wants h2, nginx or h2,nginx, not ${HOST_IDS.join(',')}`)
}

const timeBoxOption = option('time-box', process.env.PERF_TIME_BOX_S || 'Infinity')
/** Seconds from STARTED_AT after which no Lighthouse run starts (Infinity: none). */
const TIME_BOX_S = Number(timeBoxOption)
if (timeBoxOption === true || !(TIME_BOX_S > 0)) {
  throw new Error(`--time-box (or PERF_TIME_BOX_S) wants a number of seconds > 0, not ${String(timeBoxOption)}`)
}
/** Whether the time box is over: no Lighthouse run starts then. */
const timeBoxOver = () => Date.now() - STARTED_AT >= TIME_BOX_S * 1000

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
 * compressing), long-lived caching of the hashed /assets/, no-cache for the pages and sw.js. The paths as
 * deploy/site.nginx.conf serves them: a file at its path, else the page the build prerendered for it
 * (`<path>.html`, `try_files $uri $uri.html`), else 404.html with status 404 (the build records /.vite/ and
 * _headers too); a build without 404.html (from before prerendering) gets index.html for every page path.
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
      const isFile = (/** @type {string} */ path) =>
        stat(path).then(
          (info) => info.isFile(),
          () => false,
        )
      const notFoundPage = join(root, '404.html')
      const hidden = pathname.startsWith('/.vite/') || pathname === '/_headers' || pathname === '/404.html'
      let status = 200
      if (hidden || !(await isFile(file))) {
        const page = pathname === '/' ? join(root, 'index.html') : `${file}.html`
        if (!hidden && pathname !== '/404' && (await isFile(page))) file = page
        else if (await isFile(notFoundPage)) {
          file = notFoundPage
          status = 404
        } else if (extname(pathname) === '') file = join(root, 'index.html')
        else return void res.writeHead(404).end()
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
      const response = res.writeHead(status, headers)
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

/** @typedef {import('./lighthouse-page.mjs').Metric} Metric */
/** @typedef {{ route: string, runs: number } & Record<Metric, number>} LighthouseRow a route's medians, of `runs` runs */
/** @typedef {{ stop: () => Promise<void> }} StaticServer */

/**
 * Lighthouse on `routes` on each of `hosts`, `runCount` runs each, in rounds: every route on every host once per
 * round, the hosts one after the other for each route (their order swapped each round), so the machine's load and
 * warmth weigh on the hosts alike and, once the time box is over, every route has as many runs as the others or
 * one fewer. A run that fails is reported on stderr and not counted.
 * @param {string[]} routes
 * @param {number} runCount
 * @param {Host[]} hosts
 * @returns {Promise<{ tables: Map<HostId, LighthouseRow[]>, load: Map<HostId, number[]>, timedOut: boolean }>}
 */
async function lighthouseTables(routes, runCount, hosts) {
  /** @type {Map<string, Array<Record<Metric, number | undefined>>>} a route's runs on a host, by `${host.id} ${route}` */
  const samples = new Map()
  /** @type {Map<HostId, number[]>} the 1-minute load average before each run on a host */
  const load = new Map(hosts.map((host) => [host.id, []]))
  let timedOut = false
  const saveDir = /** @type {string | false} */ (option('save-lhr', false))
  const lighthouse = await openLighthouse()
  try {
    rounds: for (let index = 0; index < runCount; index += 1) {
      for (const route of routes) {
        for (const host of index % 2 === 0 ? hosts : [...hosts].reverse()) {
          if (timeBoxOver()) {
            timedOut = true
            break rounds
          }
          load.get(host.id)?.push(loadavg()[0] ?? Number.NaN)
          const key = `${host.id} ${route}`
          const runs = samples.get(key) ?? []
          samples.set(key, runs)
          try {
            const { sample, report, audits } = await lighthouse.measure(`${host.origin}${route}`)
            if (saveDir) {
              mkdirSync(resolve(ROOT, saveDir), { recursive: true })
              const name = `${route.replace(/[^A-Za-z0-9]+/g, '_') || '_'}${host.id === 'h2' ? '' : `-${host.id}`}`
              writeFileSync(resolve(ROOT, saveDir, `${name}-${index}.json`), report)
            }
            runs.push(sample)
            if (option('details', false)) {
              const details = /** @type {import('./lighthouse-page.mjs').AuditDetails | undefined} */ (
                audits['total-byte-weight']?.details
              )
              const items = details?.items ?? []
              for (const item of items.slice(0, 6))
                console.error(`  ${host.id} ${route}: ${Math.round(item.totalBytes / 1024)} KB ${item.url}`)
            }
            process.stderr.write('.')
          } catch (error) {
            console.error(`\nLighthouse on ${host.origin}${route} failed: ${String(error).split('\n')[0]}`)
          }
        }
      }
    }
  } finally {
    process.stderr.write('\n')
    await lighthouse.close()
  }
  /** @type {Map<HostId, LighthouseRow[]>} */
  const tables = new Map()
  for (const host of hosts) {
    tables.set(
      host.id,
      routes.map((route) => {
        const runs = samples.get(`${host.id} ${route}`) ?? []
        const row = /** @type {LighthouseRow} */ ({ route, runs: runs.length })
        for (const key of METRICS) row[key] = median(runs.map((runResult) => runResult[key]))
        return row
      }),
    )
  }
  return { tables, load, timedOut }
}

/**
 * Lighthouse on `routes` on the HTTP/2 host (the photo section).
 * @returns {Promise<LighthouseRow[]>}
 */
async function lighthouseTable(routes = ROUTES, runCount = RUNS) {
  const { tables } = await lighthouseTables(routes, runCount, [HOSTS.h2])
  return tables.get('h2') ?? []
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

/** Rounds of SEARCH_TYPING timed per CPU speed: a slowest keystroke of 30 samples, not of 10. */
const SEARCH_ROUNDS = 3
/**
 * The CPU speeds the keystrokes are timed at: this machine's, and 4x slower, a mid-range phone as Lighthouse's
 * mobile setting simulates it (Chromium's CPU throttling, DevTools protocol).
 */
const SEARCH_CPU_SLOWDOWNS = [1, 4]

/**
 * Site search on the large scenario (issue 21): from each keystroke in the search box to the next frame after the
 * results show the new words (scripts/search-keystrokes.mjs), once every list is loaded and indexed, SEARCH_ROUNDS
 * times at each of SEARCH_CPU_SLOWDOWNS. Median and slowest keystroke per CPU speed.
 * @param {import('@playwright/test').BrowserContext} context
 * @returns {Promise<Array<{ slowdown: number, medianMs: number, maxMs: number, count: number, error?: string }>>}
 */
async function searchKeystrokes(context) {
  const page = await context.newPage()
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
  try {
    await page.goto(`${SITE}/search`)
    const status = page.locator('.site-search__status')
    await status.waitFor({ timeout: 30_000 })
    // Every list in and indexed: a word that matches news, events and albums answers without "so far".
    await box.fill('event')
    await page.waitForFunction(
      () => /results for “event”$/.test(document.querySelector('.site-search__status')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    )
    const cdp = await context.newCDPSession(page)
    /** @type {Array<{ slowdown: number, medianMs: number, maxMs: number, count: number }>} */
    const rows = []
    for (const slowdown of SEARCH_CPU_SLOWDOWNS) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      /** @type {number[]} */
      const samples = []
      for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
        await box.fill('')
        samples.push(...(await timeSearchKeystrokes(page)))
      }
      rows.push({ slowdown, medianMs: median(samples), maxMs: Math.max(...samples), count: samples.length })
    }
    return rows
  } catch (error) {
    const message = String(error).split('\n')[0]
    return SEARCH_CPU_SLOWDOWNS.map((slowdown) => ({
      slowdown,
      medianMs: Number.NaN,
      maxMs: Number.NaN,
      count: 0,
      error: message,
    }))
  } finally {
    await page.close()
  }
}

/** @typedef {{ close: () => Promise<void> }} Service a process of its own, stopped by close */

/**
 * A Node script of scripts/ in a process of its own, ready once its output holds `readyText`.
 * @param {string} what the service's name, for errors
 * @param {string} script
 * @param {string[]} args
 * @param {string} readyText
 * @returns {Promise<Service>}
 */
function startService(what, script, args, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise((done) => child.once('exit', done))
    // Never leave it holding the port, however this process ends.
    process.once('exit', () => child.kill())
    const close = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await exited
    }
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)))
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text) => {
      output += text
      if (output.includes(readyText)) resolve({ close })
    })
  })
}

/**
 * The mock backend in a process of its own, as a real backend is on a machine of its own: in this process its
 * answers (70 ms to build the events list) held up the static server's, and Lighthouse then counted a slow host.
 * @param {string[]} [extraArgs]
 * @returns {Promise<Service>}
 */
function startMockBackend(scenario = 'demo', extraArgs = []) {
  return startService(
    'the mock backend',
    'mock-server.mjs',
    [`--port=${API_PORT}`, `--scenario=${scenario}`, ...extraArgs],
    'Mock backend',
  )
}

/**
 * The nginx host (scripts/nginx-host.mjs: deploy/site.nginx.conf on plain HTTP/1.1 with gzip) serving `dist` on
 * NGINX_PORT; it stops nginx when it gets SIGTERM (close).
 * @returns {Promise<Service>}
 */
function startNginxHost(dist = DIST) {
  return startService('the nginx host', 'nginx-host.mjs', [`--dist=${dist}`, `--port=${NGINX_PORT}`], NGINX_READY_TEXT)
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
        `| ${routeCell(row, PHOTO_RUNS)} | ${fmt.kb(row.imageBytes)} | ${fmt.kb(row.bytes)} | ${fmt.ms(row.lcp)} | ${fmt.int(row.score)} |`,
      )
    }
    return { lines, site }
  }
  if (timeBoxOver()) {
    lines.push(
      '## Real-size photos',
      '',
      `Measured without a resizer only: the time box (${TIME_BOX_S} s) was over before the build with one.`,
      '',
      '| page | no resizer: images | bytes | LCP | score |',
      '|---|---:|---:|---:|---:|',
    )
    for (const row of without) {
      lines.push(
        `| ${routeCell(row, PHOTO_RUNS)} | ${fmt.kb(row.imageBytes)} | ${fmt.kb(row.bytes)} | ${fmt.ms(row.lcp)} | ${fmt.int(row.score)} |`,
      )
    }
    lines.push('')
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
    const runs =
      before.runs === row.runs ? routeCell(row, PHOTO_RUNS) : `${row.route} (${before.runs}/${row.runs} runs)`
    lines.push(
      `| ${runs} | ${fmt.kb(before.imageBytes)} | ${fmt.kb(before.bytes)} | ${fmt.ms(before.lcp)} | ${fmt.int(before.score)} | ${fmt.kb(row.imageBytes)} | ${fmt.kb(row.bytes)}${mark(row.bytes <= PHOTO_TARGETS.bytes)} | ${fmt.ms(row.lcp)}${mark(row.lcp <= PHOTO_TARGETS.lcpMs)} | ${fmt.int(row.score)}${mark(row.score >= PHOTO_TARGETS.score)} | ${fmt.kb(row.oversizedBytes)} |`,
    )
  }
  lines.push('')
  return { lines, site: resized }
}

/** @type {Record<'ms' | 'wholeMs' | 'small' | 'int' | 'cls' | 'kb', (value: number) => string>} */
const fmt = {
  ms: (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a'),
  wholeMs: (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a'),
  small: (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a'),
  int: (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a'),
  cls: (value) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a'),
  kb: (value) => (Number.isFinite(value) ? `${Math.round(value / 1024)} KB` : 'n/a'),
}
/** @param {boolean} ok */
const mark = (ok) => (ok ? '' : ' ✗')
/**
 * The mark of a measured value that misses its target; none for a value not measured.
 * @param {number} value
 * @param {boolean} ok
 */
const miss = (value, ok) => (Number.isFinite(value) ? mark(ok) : '')
/**
 * A table's route cell, with its run count when the time box left it fewer runs than asked for.
 * @param {LighthouseRow} row
 * @param {number} asked
 */
const routeCell = (row, asked) => (row.runs < asked ? `${row.route} (${row.runs} of ${asked} runs)` : row.route)

/**
 * The Lighthouse section: one table per host, with the protocol, the compression, the runs and the machine's load.
 * @param {Host[]} hosts the hosts that serve (the nginx host may have failed to start)
 * @param {string[]} notes what to say of the hosts that do not
 * @returns {Promise<string[]>}
 */
async function lighthouseSection(hosts, notes) {
  const lines = [`## Lighthouse, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs per route and host`, '']
  lines.push(
    `Targets (issue 20, on each host): FCP ≤ ${TARGETS.fcpMs / 1000} s on every route; LCP ≤ ${TARGETS.lcpFixedMs / 1000} s on the fixed-content pages (${FIXED_CONTENT_ROUTES.join(', ')}), ≤ ${TARGETS.lcpMs / 1000} s on the others; score ≥ ${TARGETS.score}; CLS ≤ ${TARGETS.cls}; TBT ≤ ${TARGETS.tbtMs} ms (✗ marks a miss). The hosts serve the same build against the same mock backend; their runs alternate route by route (the order swapped each round), so the machine's load weighs on both alike.${Number.isFinite(TIME_BOX_S) ? ` Time box: no run starts later than ${TIME_BOX_S} s after the start of the benchmark.` : ''}`,
    '',
    ...notes.flatMap((note) => [note, '']),
  )
  if (hosts.length === 0) return lines
  const tablesStarted = Date.now()
  const { tables, load, timedOut } = await lighthouseTables(ROUTES, RUNS, hosts)
  const tablesSeconds = Math.round((Date.now() - tablesStarted) / 1000)
  if (timedOut) {
    lines.push(
      `**The time box (${TIME_BOX_S} s) was over before all ${RUNS * ROUTES.length * hosts.length} runs were done:** each cell holds the median of the runs done (column runs).`,
      '',
    )
  }
  lines.push(`These ${hosts.length === 1 ? 'runs' : 'tables'} took ${tablesSeconds} s.`, '')
  for (const host of hosts) {
    const rows = tables.get(host.id) ?? []
    const loads = (load.get(host.id) ?? []).filter(Number.isFinite)
    const done = rows.reduce((sum, row) => sum + row.runs, 0)
    lines.push(
      `### ${host.name}: ${host.origin}`,
      '',
      `Protocol: ${host.protocol}. Compression: ${host.compression}. Runs: ${done} of ${RUNS * ROUTES.length} (${RUNS} per route asked for). Machine load average (1 min, on ${cpus().length} cores) before its runs: ${loads.length > 0 ? `mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}` : 'n/a'}.`,
      '',
      '| route | runs | score | FCP | LCP | TBT | CLS | bytes |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    )
    for (const row of rows) {
      lines.push(
        `| ${row.route} | ${row.runs} | ${fmt.int(row.score)}${miss(row.score, row.score >= TARGETS.score)} | ${fmt.ms(row.fcp)}${miss(row.fcp, row.fcp <= TARGETS.fcpMs)} | ${fmt.ms(row.lcp)}${miss(row.lcp, row.lcp <= lcpTargetOf(row.route))} | ${fmt.wholeMs(row.tbt)}${miss(row.tbt, row.tbt <= TARGETS.tbtMs)} | ${fmt.cls(row.cls)}${miss(row.cls, row.cls <= TARGETS.cls)} | ${fmt.kb(row.bytes)} |`,
      )
    }
    const measured = rows.filter((row) => row.runs > 0)
    const misses = measured.filter(
      (row) =>
        !(
          row.score >= TARGETS.score &&
          row.fcp <= TARGETS.fcpMs &&
          row.lcp <= lcpTargetOf(row.route) &&
          row.tbt <= TARGETS.tbtMs &&
          row.cls <= TARGETS.cls
        ),
    )
    const unmeasured = rows.filter((row) => row.runs === 0).map((row) => row.route)
    lines.push(
      '',
      `${host.name}: ${
        misses.length === 0
          ? 'every route measured meets every target'
          : `${misses.length} of ${measured.length} routes measured miss a target (${misses.map((row) => row.route).join(', ')})`
      }${unmeasured.length > 0 ? `; not measured: ${unmeasured.join(', ')}` : ''}.`,
      '',
    )
  }
  return lines
}

/**
 * The nginx host on DIST when --hosts asks for it; a host that cannot start (no nginx) is reported, not fatal.
 * @returns {Promise<{ nginx?: Service, hosts: Host[], notes: string[] }>}
 */
async function startHosts() {
  /** @type {Host[]} */
  const hosts = []
  /** @type {string[]} */
  const notes = []
  /** @type {Service | undefined} */
  let nginx
  for (const id of HOST_IDS) {
    if (id === 'nginx') {
      try {
        nginx = await startNginxHost()
      } catch (error) {
        const note = `${HOSTS.nginx.name} not measured: ${String(error).split('\n')[0]} (see scripts/nginx-host.mjs).`
        console.error(note)
        notes.push(note)
        continue
      }
    }
    hosts.push(HOSTS[id])
  }
  return { nginx, hosts, notes }
}

async function main() {
  const started = new Date(STARTED_AT)
  let mock = await startMockBackend()
  let site
  /** @type {Service | undefined} */
  let nginx
  try {
    if (!option('no-build', false)) {
      await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
        VITE_API_BASE_URL: API_ORIGIN,
        NODE_ENV: 'production',
      })
    }
    site = await startStaticServer()
    if (option('serve', false)) {
      const served = await startHosts()
      nginx = served.nginx
      const at = served.hosts.map((host) => `${host.origin} (${host.name})`).join(' and ')
      console.log(`Serving the live build at ${at || SITE} (backend ${API_ORIGIN}); Ctrl+C stops.`)
      await new Promise((resolve) => {
        process.once('SIGINT', resolve)
        process.once('SIGTERM', resolve)
      })
      return
    }

    const lines = [`# Speed benchmark (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`, '']
    lines.push(
      `Live build against the HTTP mock backend, \`npm run perf\`, served by ${HOST_IDS.map((id) => `${HOSTS[id].name} (${HOSTS[id].origin})`).join(' and ')}. Machine load average at start: ${(loadavg()[0] ?? Number.NaN).toFixed(1)} on ${cpus().length} cores. Timings are reported, not enforced (the byte budget, scripts/budget.mjs, is the gate).`,
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
      const served = await startHosts()
      nginx = served.nginx
      lines.push(...(await lighthouseSection(served.hosts, served.notes)))
      await nginx?.close()
      nginx = undefined
    }

    const click = await withBrowser(clickToContent)
    lines.push('## Instant navigation', '')
    lines.push(
      `Click-to-content of a route visited before in this session (/Events → /News, median of ${click.samples.length}, this machine, no throttling, ${HOSTS.h2.name}): **${fmt.small(click.median)}**${mark(click.median <= TARGETS.clickToContentMs)} (target ${TARGETS.clickToContentMs} ms).`,
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
    lines.push(
      `Site search (/search, every list loaded): from each keystroke of "${SEARCH_TYPING}" to the frame with its results, ${SEARCH_ROUNDS} rounds (target ${TARGETS.searchKeystrokeMs} ms per keystroke):`,
      '',
      '| CPU | keystrokes | median | slowest |',
      '|---|---:|---:|---:|',
    )
    for (const row of await withBrowser(searchKeystrokes)) {
      lines.push(
        `| ${row.slowdown === 1 ? 'this machine' : `${row.slowdown}x slower (a mid-range phone)`} | ${row.count} | ${fmt.small(row.medianMs)} | ${fmt.small(row.maxMs)}${mark(row.maxMs <= TARGETS.searchKeystrokeMs)}${row.error ? ` (${row.error})` : ''} |`,
      )
    }
    lines.push('')

    if (!option('skip-photos', false) && !option('skip-lighthouse', false)) {
      if (timeBoxOver()) {
        lines.push('## Real-size photos', '', `Not measured: the time box (${TIME_BOX_S} s) was over.`, '')
      } else {
        await mock.close()
        mock = await startMockBackend('demo', ['--photos=real'])
        const photos = await photoSection(site)
        site = photos.site
        lines.push(...photos.lines)
      }
    }
    lines.push(`Benchmark time: ${Math.round((Date.now() - STARTED_AT) / 1000)} s.`)
    const markdown = lines.join('\n')
    writeFileSync(resolve(ROOT, OUT), `${markdown}\n`)
    console.log(`\n${markdown}\nWritten to ${OUT}`)
  } finally {
    await nginx?.close()
    await site?.stop()
    await mock.close()
  }
}

await main()
