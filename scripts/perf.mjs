#!/usr/bin/env node
// @ts-check
// The speed benchmark (`npm run perf`, docs/performance.md): Lighthouse's Node API, mobile defaults (simulated slow
// 4G, 4x CPU), on live builds against the HTTP mock backend (scripts/mock-server.mjs), served by the hosts asked for:
// h2 and nginx, Debian's nginx with deploy/site.nginx.conf over HTTPS with HTTP/2 + brotli and over HTTP/1.1 + gzip
// (scripts/nginx-host.mjs); server-h2 and server-nginx, npm start (DIR-server/node.js) behind nginx the same two ways
// (scripts/server-behind-nginx.mjs); server, npm start alone. Each round measures every route on every build and host,
// their order rotated each round so the machine's load weighs on all alike. A cell: the median of its runs, their range
// in brackets; with two builds (an A/B) also the first one's gain over the second against the larger range. Prints a
// markdown report (also to --out); exits 0 whatever it measures (reported, not a gate), 1 when it cannot start.
//
// Usage: node scripts/perf.mjs [--builds=dist-live | --builds=a:DIR,b:DIR] [--api-port=PORT] [--runs=5]
//          [--routes=/,/Gallery] [--hosts=h2,nginx] [--real-photos] [--throttling=devtools] [--save-lhr=DIR]
//   --builds       live builds made for the mock backend on --api-port (VITE_API_BASE_URL=http://127.0.0.1:PORT,
//                  VITE_IMAGE_RESIZER='http://127.0.0.1:PORT/__resize?url={url}&w={width}')
//   --real-photos  every backend photo a phone's 4000×3000 JPEG behind the resizer, after a round not counted
//   --throttling=devtools  slow 4G and 4x CPU applied while the page loads, instead of simulated
//   --save-lhr     keeps each Lighthouse report (the LCP element and its phases, request chains, long tasks)
//   --smoke        CI's: one run of / and /Gallery on nginx, no run started after 200 s
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { MOCK_BACKEND_PORT } from '../src/config/local-ports.ts'
import { READY_TEXT } from './nginx-host-config.ts'
import { startNodeProcess, stopNodeProcess } from './node-process.ts'

const STARTED = Date.now()
const FIRST_HOST_PORT = 4592
const SMOKE_LAST_START_S = 200
const { values: flags } = parseArgs({
  options: {
    builds: { type: 'string', default: 'dist-live' },
    'api-port': { type: 'string', default: String(MOCK_BACKEND_PORT) },
    runs: { type: 'string' },
    routes: { type: 'string' },
    hosts: { type: 'string' },
    'real-photos': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    'save-lhr': { type: 'string' },
    out: { type: 'string', default: 'perf-report.md' },
    smoke: { type: 'boolean', default: false },
  },
})
const { smoke, 'save-lhr': saveLhr } = flags
const runs = Number(flags.runs ?? (smoke ? 1 : 5))
const routes = (flags.routes ?? (smoke ? '/,/Gallery' : '/,/Gallery,/SubGallery?id=gallery-sports-day-2026')).split(',')
const hosts = (flags.hosts ?? (smoke ? 'nginx' : 'h2,nginx')).split(',')
const builds = flags.builds.split(',').map((entry) => {
  const [name = entry, dir = entry] = entry.includes(':') ? entry.split(':') : []
  return { name, dir: resolve(dir) }
})
const backend = `http://127.0.0.1:${flags['api-port']}`
const serverEnv = { BACKEND_URL: backend, IMAGE_RESIZER_URL: `${backend}/__resize?url={url}&w={width}` }

const script = (/** @type {string} */ name) => join(import.meta.dirname, name)
/** @type {Record<string, string>} */
const HOSTS = {
  h2: 'HTTP/2 + brotli: nginx, deploy/site.nginx.conf over HTTPS',
  nginx: 'HTTP/1.1 + gzip: nginx, deploy/site.nginx.conf',
  'server-h2': 'npm start behind nginx, HTTP/2 + brotli',
  'server-nginx': 'npm start behind nginx, HTTP/1.1 + gzip',
  server: 'npm start alone, HTTP/1.1',
}
const unknown = hosts.filter((host) => !HOSTS[host])
if (unknown.length > 0) throw new Error(`unknown host ${unknown.join(', ')} (known: ${Object.keys(HOSTS).join(', ')})`)

/**
 * A host serving the build in `dir` on `port` (nginx on `port` and the server on `port` + 1 for server-*): a process of
 * its own, ready once it prints its ready line.
 * @param {string} host @param {string} dir @param {number} port
 */
function startHost(host, dir, port) {
  const server = `${dir}-server/node.js`
  if (host === 'server') return startNodeProcess([server], { ...serverEnv, SITE_DIST: dir, PORT: `${port}` }, 'Serving')
  const args = host.startsWith('server-') ? ['server-behind-nginx.mjs', `--server=${server}`] : ['nginx-host.mjs']
  const tls = host.endsWith('h2') ? ['--tls'] : []
  return startNodeProcess(
    [script(args[0] ?? ''), ...args.slice(1), `--dist=${dir}`, `--port=${port}`, ...tls],
    serverEnv,
    READY_TEXT,
  )
}

/** @typedef {Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'kb' | 'kbBeforeLcp', number>} Sample */
/** @typedef {[keyof Sample, string, (value: number) => string]} Metric key, column, format */
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`
const whole = (/** @type {number} */ value) => String(Math.round(value))
/** @type {Metric[]} */
const METRICS = [
  ['score', 'score', whole],
  ['fcp', 'FCP', seconds],
  ['lcp', 'LCP', seconds],
  ['tbt', 'TBT', (ms) => `${Math.round(ms)} ms`],
  ['cls', 'CLS', (value) => value.toFixed(3)],
  ['kb', 'KiB', whole],
  ['kbBeforeLcp', 'KiB before LCP', whole],
]

/**
 * One Lighthouse run. KiB: the page's http(s) requests (not Chromium's own PDF viewer on /TC); before LCP: those that
 * had ended when the largest paint was observed (in the unthrottled load Lighthouse's simulation starts from).
 * @param {number} port Chromium's debugging port
 * @param {string} url
 */
async function lighthouseRun(port, url) {
  const throttlingMethod = /** @type {'simulate' | 'devtools'} */ (flags.throttling)
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
  })
  if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result')
  const { audits, categories, configSettings } = result.lhr
  /** @typedef {{ url: string, transferSize?: number, networkEndTime?: number, observedLargestContentfulPaint?: number }} Item */
  const items = (/** @type {string} */ id) =>
    /** @type {{ items?: Item[] } | undefined} */ (audits[id]?.details)?.items ?? []
  const requests = items('network-requests').filter((request) => /^https?:/.test(request.url))
  const lcpSeen = items('metrics')[0]?.observedLargestContentfulPaint ?? Number.NaN
  const kb = (/** @type {Item[]} */ list) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
  const audit = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN
  /** @type {Sample} */
  const sample = {
    score: (categories.performance?.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: kb(requests),
    kbBeforeLcp: kb(requests.filter((request) => (request.networkEndTime ?? Infinity) <= lcpSeen)),
  }
  return { sample, report: String(result.report), settings: configSettings }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.ceil(middle) - 1] ?? Number.NaN) + (sorted[Math.floor(middle)] ?? Number.NaN)) / 2
}
const range = (/** @type {number[]} */ values) => Math.max(...values) - Math.min(...values)
const row = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`

/** @type {Array<import('node:child_process').ChildProcess>} */
const processes = []
/** @type {Array<{ build: string, host: string, origin: string }>} */
const targets = []
/** @type {Map<string, Sample[]>} */
const samples = new Map()
const valuesOf = (/** @type {string} */ label, /** @type {keyof Sample} */ key) =>
  (samples.get(label) ?? []).map((sample) => sample[key])
const photos = flags['real-photos']
  ? " with a phone's 4000×3000 photos behind its resizer (a round before, not counted)"
  : ''
const lines = [
  `# Speed benchmark, ${new Date(STARTED).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `\`node scripts/perf.mjs ${process.argv.slice(2).join(' ')}\`: ${builds.map((build) => `${build.name} (${build.dir})`).join(', ')} against the mock backend${photos}. Medians of ${runs} run(s), the range in brackets. Load average at the start ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores.`,
  '',
]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // --ignore-certificate-errors: the HTTPS hosts' throwaway certificate.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
})
const stopAll = () => {
  for (const child of processes.reverse()) stopNodeProcess(child)
  chrome.kill()
}
// Stopped from outside (CI's timeout, Ctrl-C): nothing left holding a port.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stopAll(), process.exit(1)))
try {
  const mockArgs = [script('mock-server.mjs'), `--port=${flags['api-port']}`, ...(photos ? ['--photos=real'] : [])]
  processes.push(await startNodeProcess(mockArgs, {}, 'Mock backend'))
  let port = FIRST_HOST_PORT
  for (const build of builds) {
    for (const host of hosts) {
      processes.push(await startHost(host, build.dir, port))
      targets.push({ build: build.name, host, origin: `${host.endsWith('h2') ? 'https' : 'http'}://127.0.0.1:${port}` })
      port += 2
    }
  }
  const warmup = photos ? 1 : 0
  let settings
  measuring: for (let round = 1 - warmup; round <= runs; round += 1) {
    const shift = (round + warmup) % targets.length
    for (const route of routes) {
      for (const target of [...targets.slice(shift), ...targets.slice(0, shift)]) {
        if (smoke && Date.now() - STARTED > SMOKE_LAST_START_S * 1000) {
          lines.push(`Stopped after ${SMOKE_LAST_START_S} s (--smoke): see each row's runs.`, '')
          break measuring
        }
        const url = `${target.origin}${route}`
        const label = `${target.build} ${target.host} ${route}`
        // Once again when it fails (Lighthouse's own recording fails now and then: NO_NAVSTART); then not counted.
        const run = await lighthouseRun(chrome.port, url)
          .catch(() => lighthouseRun(chrome.port, url))
          .catch((error) => void console.error(`round ${round}: ${label} failed: ${error}`))
        if (!run) continue
        console.log(
          `round ${round}: ${label}: ${METRICS.map(([key, name, format]) => `${name} ${format(run.sample[key])}`).join(', ')}`,
        )
        if (round < 1) continue
        samples.set(label, [...(samples.get(label) ?? []), run.sample])
        settings ??= run.settings
        if (saveLhr) {
          mkdirSync(saveLhr, { recursive: true })
          writeFileSync(join(saveLhr, `${round}-${label.replace(/[^\w-]+/g, '_')}.json`), run.report)
        }
      }
    }
  }
  lines.push(`Lighthouse's throttling: ${settings?.throttlingMethod} ${JSON.stringify(settings?.throttling)}.`, '')
  for (const host of hosts) {
    lines.push(`## ${HOSTS[host]}`, '', row(['route', 'build', 'runs', ...METRICS.map(([, name]) => name)]))
    lines.push(row(['---', '---', ...Array(METRICS.length + 1).fill('---:')]))
    for (const route of routes) {
      for (const { name } of builds) {
        const label = `${name} ${host} ${route}`
        const cell = (/** @type {Metric} */ [key, , format]) => {
          const values = valuesOf(label, key)
          if (values.length < 2) return values.length ? format(median(values)) : '–'
          return `${format(median(values))} (${format(range(values))})`
        }
        lines.push(row([route, name, String(samples.get(label)?.length ?? 0), ...METRICS.map(cell)]))
      }
    }
    const [a, b] = builds
    if (a && b) {
      // The A/B: the first build's gain over the second, and whether it is larger than the larger of their ranges.
      lines.push('', `${a.name} against ${b.name}: gain (spread) on each timing.`, '')
      lines.push(row(['route', 'FCP', 'LCP', 'TBT']), row(['---', '---:', '---:', '---:']))
      for (const route of routes) {
        const timing = (/** @type {Metric} */ [key, , format]) => {
          const [first, second] = [a, b].map((build) => valuesOf(`${build.name} ${host} ${route}`, key))
          const gain = median(second ?? []) - median(first ?? [])
          const spread = Math.max(range(first ?? []), range(second ?? []))
          return `${gain > spread ? 'gain' : -gain > spread ? 'loss' : 'no difference'}: ${format(gain)} (${format(spread)})`
        }
        lines.push(row([route, ...METRICS.slice(1, 4).map(timing)]))
      }
    }
    lines.push('')
  }
  lines.push(
    `Wall time ${Math.round((Date.now() - STARTED) / 1000)} s; load average at the end ${loadavg()[0]?.toFixed(1)}.`,
  )
  writeFileSync(flags.out, `${lines.join('\n')}\n`)
  console.log(`\n${lines.join('\n')}\n\nWritten to ${flags.out}`)
} catch (error) {
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  stopAll()
}
