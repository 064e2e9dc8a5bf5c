// @ts-check
// The pure parts of the speed benchmark (scripts/perf.mjs) and the A/B (scripts/ab.mjs): the command line, the
// round-robin order of the runs, medians and ranges, the markdown tables. Types for tests: report.d.mts.

export const DEFAULT_ROUTES = [
  '/',
  '/Gallery',
  '/Events',
  '/topperX',
  '/Magazine2024',
  '/TC',
  '/about',
  '/RulesRegulations',
  '/contactUs',
]
/** Every kind of backend photo: cards, the album grid, portraits, the home page's sections. */
export const PHOTO_ROUTES = [
  '/',
  '/Gallery',
  '/Events',
  '/topperX',
  '/faculty',
  '/SubGallery?id=gallery-sports-day-2026',
]
/**
 * The hosts: the static build over HTTP/2 + brotli and on nginx (HTTP/1.1 + gzip); the server (npm start) alone
 * (HTTP/1.1 on the loopback), and behind nginx the same two ways (scripts/perf/serve.mjs). Without --hosts, the two
 * static ones.
 */
export const HOST_IDS = /** @type {const} */ (['h2', 'nginx', 'server', 'server-h2', 'server-nginx'])
const DEFAULT_HOSTS = ['h2', 'nginx']
/** The mock backend's port and the build folder when the benchmark builds for itself. */
const OWN_API_PORT = 4591
export const OWN_DIST = 'dist-perf'
/** --server-photos=site without --server-dist: the build with its photos on the site, made here for the server hosts. */
export const SITE_PHOTOS_DIST = 'dist-perf-site-photos'
/** The mock backend's port a build given with --dist or --builds was made for, unless --api-port says otherwise. */
const GIVEN_API_PORT = 4191
/** --smoke: no run starts after this many seconds, and the script writes what it has and ends at the hard limit. */
const SMOKE_TIME_BOX_S = 170
export const SMOKE_HARD_LIMIT_S = 230

const FLAGS = [
  'runs',
  'dist',
  'builds',
  'api-port',
  'smoke',
  'routes',
  'hosts',
  'no-photos',
  'real-photos',
  'out',
  'save-lhr',
  'serve',
  'throttling',
  'server-photos',
  'server-dist',
]

/** Lighthouse's throttling: simulated from a fast load (its default), or applied for real while the page loads. */
const THROTTLING_METHODS = /** @type {const} */ (['simulate', 'devtools'])

/**
 * @typedef {{ name: string, dir: string }} Build
 * @typedef {{ runs: number, smoke: boolean, ownBuild: boolean, builds: Build[], apiPort: number, routes: string[],
 *   hosts: HostId[], photos: boolean, realPhotos: boolean, out: string, saveLhr: string | undefined, serve: boolean,
 *   timeBoxS: number, throttling: typeof THROTTLING_METHODS[number], serverPhotos: 'site' | undefined,
 *   serverDist: string | undefined }} PerfFlags
 * `serverPhotos`: the server hosts serve a build whose photos are on the site (`serverDist`, or SITE_PHOTOS_DIST
 * made for them when undefined).
 * @typedef {typeof HOST_IDS[number]} HostId
 */

/**
 * `--name=value` and `--name` (true) from the command line; an unknown flag or a stray word throws.
 * @param {string[]} argv
 * @param {readonly string[]} known
 * @returns {Map<string, string | true>}
 */
export function readFlags(argv, known) {
  /** @type {Map<string, string | true>} */
  const flags = new Map()
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!match?.[1] || !known.includes(match[1]))
      throw new Error(`unknown option ${arg} (known: --${known.join(', --')})`)
    flags.set(match[1], match[2] ?? true)
  }
  return flags
}

/**
 * A whole number ≥ 1 from a flag.
 * @param {string | true | undefined} value
 * @param {string} name
 * @param {number} fallback
 */
export function countOf(value, name, fallback) {
  if (value === undefined) return fallback
  const count = Number(value)
  if (value === true || !Number.isInteger(count) || count < 1) throw new Error(`--${name} wants a whole number ≥ 1`)
  return count
}

/**
 * @param {string | true | undefined} value
 * @param {string} name
 */
const textOf = (value, name) => {
  if (value === true || value === '') throw new Error(`--${name} wants a value`)
  return value
}

/**
 * scripts/perf.mjs's command line.
 * @param {string[]} argv
 * @returns {PerfFlags}
 */
export function parsePerfFlags(argv) {
  const flags = readFlags(argv, FLAGS)
  const smoke = flags.has('smoke')
  const dist = textOf(flags.get('dist'), 'dist')
  const buildsFlag = textOf(flags.get('builds'), 'builds')
  if (dist && buildsFlag) throw new Error('--dist and --builds: one or the other')
  /** @type {Build[]} */
  let builds = [{ name: 'this commit', dir: OWN_DIST }]
  if (dist) builds = [{ name: dist, dir: dist }]
  if (buildsFlag) {
    builds = buildsFlag.split(',').map((entry) => {
      const at = entry.indexOf(':')
      if (at < 1 || at === entry.length - 1) throw new Error(`--builds wants name:DIR,name:DIR, not ${entry}`)
      return { name: entry.slice(0, at), dir: entry.slice(at + 1) }
    })
    if (new Set(builds.map((build) => build.name)).size !== builds.length) throw new Error('--builds: names repeat')
  }
  const ownBuild = !dist && !buildsFlag
  const hosts = /** @type {HostId[]} */ (
    (textOf(flags.get('hosts'), 'hosts') ?? (smoke ? 'nginx' : DEFAULT_HOSTS.join(','))).split(',')
  )
  if (hosts.some((host) => !HOST_IDS.includes(host)) || new Set(hosts).size !== hosts.length) {
    throw new Error(`--hosts wants some of ${HOST_IDS.join(',')}`)
  }
  const realPhotos = flags.has('real-photos')
  const throttling = /** @type {PerfFlags['throttling']} */ (
    textOf(flags.get('throttling'), 'throttling') ?? 'simulate'
  )
  if (!THROTTLING_METHODS.includes(throttling)) throw new Error(`--throttling wants ${THROTTLING_METHODS.join(' or ')}`)
  // --server-dist is such a build already made: it implies --server-photos=site.
  const serverDist = textOf(flags.get('server-dist'), 'server-dist')
  const serverPhotosFlag = textOf(flags.get('server-photos'), 'server-photos')
  if (serverPhotosFlag !== undefined && serverPhotosFlag !== 'site') throw new Error('--server-photos wants site')
  const serverPhotos = serverPhotosFlag ?? (serverDist ? 'site' : undefined)
  if (serverPhotos && !hosts.some((host) => host.startsWith('server'))) {
    throw new Error('--server-photos and --server-dist are for the server hosts: add some to --hosts')
  }
  if (serverPhotos && builds.length > 1) throw new Error('--server-photos and --server-dist take one build (--dist)')
  const routes = (textOf(flags.get('routes'), 'routes') ?? DEFAULT_ROUTES.join(',')).split(',').filter(Boolean)
  return {
    runs: countOf(flags.get('runs'), 'runs', smoke ? 1 : 5),
    smoke,
    ownBuild,
    builds,
    apiPort: countOf(flags.get('api-port'), 'api-port', ownBuild ? OWN_API_PORT : GIVEN_API_PORT),
    routes,
    hosts,
    // --real-photos: real-size photos behind the resizer in every run, instead of the section of their own.
    photos: !smoke && !flags.has('no-photos') && !realPhotos,
    realPhotos,
    out: textOf(flags.get('out'), 'out') ?? 'perf-report.md',
    saveLhr: textOf(flags.get('save-lhr'), 'save-lhr'),
    serve: flags.has('serve'),
    timeBoxS: smoke ? SMOKE_TIME_BOX_S : Number.POSITIVE_INFINITY,
    throttling,
    serverPhotos,
    serverDist,
  }
}

/**
 * The order of the runs: every route on every target once a round, the targets (hosts, builds, A/B sides) one after
 * the other for each route, their order rotated each round, so the machine's load and warmth weigh on all alike and,
 * cut short, every cell has as many runs as the others or one fewer.
 * @template T
 * @param {number} runs
 * @param {string[]} routes
 * @param {T[]} targets
 * @returns {Array<{ round: number, route: string, target: T }>}
 */
export function roundRobin(runs, routes, targets) {
  const order = []
  for (let round = 0; round < runs; round += 1) {
    const shift = targets.length === 0 ? 0 : round % targets.length
    const rotated = [...targets.slice(shift), ...targets.slice(0, shift)]
    for (const route of routes) for (const target of rotated) order.push({ round, route, target })
  }
  return order
}

/**
 * The finite values.
 * @param {Array<number | undefined>} values
 * @returns {number[]}
 */
const finite = (values) =>
  values.filter(/** @returns {value is number} */ (value) => typeof value === 'number' && Number.isFinite(value))

/**
 * The median of the finite values (NaN when there is none).
 * @param {Array<number | undefined>} values
 */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index])
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/**
 * Max − min of the finite values (NaN when there is none).
 * @param {Array<number | undefined>} values
 */
export function range(values) {
  const kept = finite(values)
  return kept.length === 0 ? Number.NaN : Math.max(...kept) - Math.min(...kept)
}

/** @typedef {'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'bytesBeforeLcp' | 'imageBytes' | 'oversizedBytes'} Metric */
/** @typedef {Partial<Record<Metric, number>>} Sample one run's figures */

/** @type {Record<Metric, (value: number) => string>} */
const FORMAT = {
  score: (value) => String(Math.round(value)),
  fcp: (value) => `${(value / 1000).toFixed(2)} s`,
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  tbt: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  bytes: (value) => `${Math.round(value / 1024)} KB`,
  // Its column's name says the unit: "KiB before LCP".
  bytesBeforeLcp: (value) => String(Math.round(value / 1024)),
  imageBytes: (value) => `${Math.round(value / 1024)} KB`,
  oversizedBytes: (value) => `${Math.round(value / 1024)} KB`,
}

/**
 * A figure as the tables show it ('–' when not measured).
 * @param {number} value
 * @param {Metric} metric
 */
export const format = (value, metric) => (Number.isFinite(value) ? FORMAT[metric](value) : '–')

/**
 * A cell: the median of the runs, with their range in brackets for the timings when there are several.
 * @param {Sample[]} samples
 * @param {Metric} metric
 */
export function cell(samples, metric) {
  const values = samples.map((sample) => sample[metric])
  const timing = metric === 'fcp' || metric === 'lcp' || metric === 'tbt'
  const spread = timing && finite(values).length > 1 ? ` (${format(range(values), metric)})` : ''
  return `${format(median(values), metric)}${spread}`
}

/**
 * A markdown table; columns after the first `left` are right-aligned.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {number} [left]
 */
export function markdownTable(header, rows, left = 1) {
  const align = header.map((_, index) => (index < left ? '---' : '---:'))
  return [header, align, ...rows].map((row) => `| ${row.join(' | ')} |`)
}

/**
 * The Lighthouse table of one host: a row per route (and build, when there are several), medians of its runs.
 * @param {Array<{ route: string, build: string, samples: Sample[] }>} cells
 * @param {boolean} showBuild
 */
export function lighthouseTable(cells, showBuild) {
  /** @type {Metric[]} */
  const metrics = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bytes', 'bytesBeforeLcp']
  const header = [
    'route',
    ...(showBuild ? ['build'] : []),
    ...['runs', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'KiB before LCP'],
  ]
  const rows = cells.map(({ route, build, samples }) => [
    route,
    ...(showBuild ? [build] : []),
    String(samples.length),
    ...metrics.map((metric) => cell(samples, metric)),
  ])
  return markdownTable(header, rows, showBuild ? 2 : 1)
}

/**
 * @typedef {{ throttlingMethod?: string, throttling?: { rttMs?: number, throughputKbps?: number,
 *   requestLatencyMs?: number, downloadThroughputKbps?: number, uploadThroughputKbps?: number,
 *   cpuSlowdownMultiplier?: number } }} LighthouseSettings the part of a report's `configSettings` read here
 */

/**
 * The throttling Lighthouse used, in words, as its reports give it (`configSettings`): with `devtools` the delay and
 * bandwidths DevTools applied while the page loaded, with `simulate` the line its simulation assumed.
 * @param {LighthouseSettings | undefined} settings
 */
export function throttlingText(settings) {
  const method = settings?.throttlingMethod
  const line = settings?.throttling ?? {}
  const number = (/** @type {number | undefined} */ value) =>
    value === undefined ? '?' : String(Math.round(value * 10) / 10)
  const cpu = `the CPU ${number(line.cpuSlowdownMultiplier)}× slower`
  if (method === 'devtools') {
    return (
      `\`devtools\`, applied while the page loads: ${number(line.requestLatencyMs)} ms added to each request, ` +
      `${number(line.downloadThroughputKbps)} Kbps down, ${number(line.uploadThroughputKbps)} Kbps up, ${cpu}`
    )
  }
  if (method === 'simulate') {
    return (
      `\`simulate\`, computed from a fast load: ${number(line.rttMs)} ms round trips, ` +
      `${number(line.throughputKbps)} Kbps, ${cpu}`
    )
  }
  return method ? `\`${method}\`` : 'unknown (no run measured)'
}

/**
 * The real-photo table: a row per page (and build), without and with the resizer.
 * @param {Array<{ route: string, build: string, without: Sample[], with: Sample[] }>} cells
 * @param {boolean} showBuild
 */
export function photoTable(cells, showBuild) {
  /** @type {Metric[]} */
  const sideMetrics = ['imageBytes', 'bytes', 'lcp', 'score']
  const header = [
    'page',
    ...(showBuild ? ['build'] : []),
    'runs',
    ...['no resizer: images', 'bytes', 'LCP', 'score'],
    ...['resizer: images', 'bytes', 'LCP', 'score', 'oversized'],
  ]
  const rows = cells.map((row) => [
    row.route,
    ...(showBuild ? [row.build] : []),
    `${row.without.length}/${row.with.length}`,
    ...sideMetrics.map((metric) => cell(row.without, metric)),
    ...sideMetrics.map((metric) => cell(row.with, metric)),
    cell(row.with, 'oversizedBytes'),
  ])
  return markdownTable(header, rows, showBuild ? 2 : 1)
}

/**
 * The A/B verdict on one metric: the gain of the mechanism (median of B − median of A; A − B for the score, so
 * positive means the mechanism helps), the spread (the larger of the two sides' ranges), and "gain" or "loss" when
 * the gain or the loss is larger than the spread, else "no difference".
 * @param {number[]} a
 * @param {number[]} b
 * @param {Metric} metric
 */
export function verdictOf(a, b, metric) {
  const better = metric === 'score' ? 1 : -1
  const gain = better * (median(a) - median(b))
  const spread = Math.max(range(a), range(b))
  const verdict = gain > spread ? 'gain' : -gain > spread ? 'loss' : 'no difference'
  return { gain, spread, verdict }
}
