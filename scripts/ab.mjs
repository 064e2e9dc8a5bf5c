#!/usr/bin/env node
// @ts-check
// The A/B of a speed mechanism (DEVELOPERS.md: a mechanism that exists only for speed stays only if an A/B of at
// least 10 runs per side shows a gain larger than the spread). Side A is the site as it is; side B the same commit
// with the mechanism taken out by its patch (scripts/ab/<variant>.patch, applied in a throwaway git worktree); for a
// candidate not in the site yet, its patch adds it and side A is the patched build.
// Both are live builds against the HTTP mock backend, each served on both of npm run perf's hosts (HTTP/2 + brotli,
// and Debian's nginx with deploy/site.nginx.conf: HTTP/1.1 + gzip), and measured by Lighthouse's mobile defaults in
// rounds: each round measures A and B on each host one after the other, the order swapped every round, so that the
// machine's load weighs on both sides alike.
// Verdict per host, on the mechanism's own metric: the gain is median(B) − median(A) (for the score, A − B), the
// spread the larger of the two sides' ranges (max − min); "gain" when the gain is larger than the spread, "loss"
// when the loss is, else "no difference". A mechanism is kept when it gains on a host and loses on none.
// Usage: node scripts/ab.mjs --variant=NAME[,NAME] [--runs=10] [--hosts=h2,nginx] [--no-build] [--out=ab-report.md]
//   [--time-box=SECONDS] (no round starts after it; the verdict then counts the runs done)
// Run on a quiet machine: nothing else building or testing.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { option } from './cli-options.mjs'
import { finite, median, openLighthouse } from './lighthouse-page.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const STARTED_AT = Date.now()

/** @typedef {import('./lighthouse-page.mjs').Metric} Metric */
/**
 * A mechanism under test: what side B lacks, the pages it is measured on and the metric it exists for. A candidate
 * (`adds`) is not in the site yet: its patch adds it, so side A is the patched build and side B the site as it is.
 * @typedef {{ what: string, routes: string[], metric: Metric, adds?: boolean }} Variant
 */
/** @type {Record<string, Variant>} */
const VARIANTS = {
  'critical-css': {
    what: "each page's critical CSS inlined in its head, its stylesheets moved to the end of <body> (build/critical-css.ts)",
    routes: ['/about', '/Gallery'],
    metric: 'fcp',
  },
  'app-start-after-first-screen': {
    what: "each page's module script and modulepreloads held in a template until the first screen has painted and its images have arrived (build/app-start.ts)",
    routes: ['/about', '/'],
    metric: 'lcp',
  },
  'low-priority-scripts': {
    what: 'the module script and every modulepreload in the HTML fetched with fetchpriority="low" (build/page-start-plugin.ts)',
    routes: ['/about', '/Gallery'],
    metric: 'fcp',
    adds: true,
  },
  'low-priority-body-css': {
    what: 'the stylesheets at the end of <body> fetched with fetchpriority="low" (build/critical-css.ts)',
    routes: ['/about', '/Gallery'],
    metric: 'fcp',
    adds: true,
  },
  'lead-figure-high-priority': {
    what: 'the photo at the top of /about fetched with fetchpriority="high" (and preloaded) (StaticFigure.tsx)',
    routes: ['/about'],
    metric: 'lcp',
    adds: true,
  },
  'hydrate-in-transition': {
    what: 'the prerendered page hydrated as a transition (in slices that yield to the browser), as the SPA rendered',
    routes: ['/'],
    metric: 'tbt',
    adds: true,
  },
  'inline-common-chunks': {
    what: "fewer, larger chunks per page: the small chunks pages share copied into each page's own (rolldown's experimentalInlineCommonChunks)",
    routes: ['/Gallery'],
    metric: 'lcp',
    adds: true,
  },
}

/**
 * A text option (`--name` alone is 'true').
 * @param {string} name
 * @param {string} fallback
 */
const textOption = (name, fallback) => String(option(name, fallback))

const RUNS = Number(textOption('runs', '10'))
const HOST_IDS = textOption('hosts', 'h2,nginx').split(',').filter(Boolean)
const OUT = textOption('out', 'ab-report.md')
const TIME_BOX_S = Number(textOption('time-box', 'Infinity'))
const API_PORT = 4291
/** The ports of each side's hosts. */
const SIDES = {
  A: { dist: '', h2: 4290, nginx: 4292, mockPort: API_PORT },
  B: { dist: '', h2: 4294, nginx: 4295, mockPort: 4293 },
}
const variantNames = textOption('variant', '').split(',').filter(Boolean)
if (variantNames.length === 0 || variantNames.some((name) => !(name in VARIANTS))) {
  throw new Error(`--variant wants one or more of ${Object.keys(VARIANTS).join(', ')}`)
}
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs wants a whole number ≥ 1')
if (HOST_IDS.length === 0 || HOST_IDS.some((id) => id !== 'h2' && id !== 'nginx')) {
  throw new Error('--hosts wants h2, nginx or h2,nginx')
}

/**
 * Runs a command to its end; throws when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}`, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
}

/** @param {string} outDir */
const buildArgs = (outDir) => ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn']

/**
 * HEAD with the variant's patch, built into `outDir` from a throwaway worktree (the project's node_modules linked in).
 * @param {string} name
 * @param {string} outDir
 */
function buildPatched(name, outDir) {
  const worktree = mkdtempSync(join(tmpdir(), `ab-${name}-`))
  run('git', ['worktree', 'add', '--detach', '--force', worktree, 'HEAD'])
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'))
    run('git', ['apply', join(ROOT, 'scripts', 'ab', `${name}.patch`)], worktree)
    run('npx', buildArgs(resolve(ROOT, outDir)), worktree)
  } finally {
    run('git', ['worktree', 'remove', '--force', worktree])
    rmSync(worktree, { recursive: true, force: true })
  }
}

/**
 * A side served on both hosts by `npm run perf -- --serve`, in a process of its own; resolves with a stopper.
 * @param {typeof SIDES.A} side
 * @returns {Promise<() => Promise<void>>}
 */
function serve(side) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'scripts', 'perf.mjs'),
        '--serve',
        '--no-build',
        `--dist=${side.dist}`,
        `--port=${side.h2}`,
        `--nginx-port=${side.nginx}`,
        `--api-port=${side.mockPort}`,
        `--hosts=${HOST_IDS.join(',')}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const exited = new Promise((done) => child.once('exit', done))
    process.once('exit', () => child.kill())
    child.once('exit', (code) => reject(new Error(`serving ${side.dist} ended (${code}) before it was ready`)))
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text) => {
      output += text
      if (output.includes('Serving the live build')) {
        resolvePromise(async () => {
          child.kill('SIGTERM')
          await exited
        })
      }
    })
  })
}

/**
 * The origin of a side on a host.
 * @param {typeof SIDES.A} side
 * @param {string} host
 */
const originOf = (side, host) => (host === 'h2' ? `https://127.0.0.1:${side.h2}` : `http://127.0.0.1:${side.nginx}`)

/** @param {number} value @param {Metric} metric */
const format = (value, metric) =>
  !Number.isFinite(value)
    ? '–'
    : metric === 'score' || metric === 'cls'
      ? String(Math.round(value * 1000) / 1000)
      : metric === 'bytes'
        ? `${(value / 1024).toFixed(1)} KB`
        : `${Math.round(value)} ms`

/** @param {number[]} values */
const range = (values) => (values.length ? Math.max(...values) - Math.min(...values) : Number.NaN)

/**
 * The verdict on one host: the gain of the mechanism (positive: A is better), the spread, and what they say.
 * @param {number[]} a
 * @param {number[]} b
 * @param {Metric} metric
 */
function verdictOf(a, b, metric) {
  const better = metric === 'score' ? 1 : -1
  const gain = better * (median(a) - median(b))
  const spread = Math.max(range(a), range(b))
  const verdict = gain > spread ? 'gain' : -gain > spread ? 'loss' : 'no difference'
  return { gain, spread, verdict }
}

/** @type {Metric[]} */
const SHOWN = ['fcp', 'lcp', 'tbt', 'score', 'bytes']

async function main() {
  const lines = [
    `# A/B of speed mechanisms (${new Date(STARTED_AT).toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
  ]
  lines.push(
    `\`node scripts/ab.mjs\`: A is the site as it is, B the same commit without the mechanism (scripts/ab/<variant>.patch). Live builds against the HTTP mock backend, Lighthouse mobile defaults, ${RUNS} runs per side per host, interleaved. Medians, with each side's range in brackets; the spread is the larger range. Load average at start ${(loadavg()[0] ?? Number.NaN).toFixed(1)} on ${cpus().length} cores.`,
    '',
  )
  /** The build of the site as it is, made once: it is side A of a mechanism in the site, side B of a candidate. */
  const asItIs = 'dist-ab-head'
  if (textOption('no-build', 'false') !== 'true' || !existsSync(resolve(ROOT, asItIs))) run('npx', buildArgs(asItIs))
  for (const name of variantNames) {
    const variant = /** @type {Variant} */ (VARIANTS[name])
    const patched = 'dist-ab-patched'
    buildPatched(name, patched)
    SIDES.A.dist = variant.adds ? patched : asItIs
    SIDES.B.dist = variant.adds ? asItIs : patched
    const stops = [await serve(SIDES.A), await serve(SIDES.B)]
    /** @type {Map<string, number[]>} by `${route} ${host} ${side} ${metric}` */
    const samples = new Map()
    const push = (/** @type {string} */ key, /** @type {number | undefined} */ value) => {
      const list = samples.get(key) ?? []
      if (value !== undefined) list.push(value)
      samples.set(key, list)
    }
    let rounds = 0
    const lighthouse = await openLighthouse()
    try {
      for (; rounds < RUNS; rounds += 1) {
        if (Date.now() - STARTED_AT > TIME_BOX_S * 1000) break
        for (const route of variant.routes) {
          for (const host of HOST_IDS) {
            for (const sideName of rounds % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
              const side = sideName === 'A' ? SIDES.A : SIDES.B
              try {
                const { sample } = await lighthouse.measure(`${originOf(side, host)}${route}`)
                for (const metric of SHOWN) push(`${route} ${host} ${sideName} ${metric}`, sample[metric])
                process.stderr.write('.')
              } catch (error) {
                console.error(`\n${sideName} ${host}${route} failed: ${String(error).split('\n')[0]}`)
              }
            }
          }
        }
      }
    } finally {
      process.stderr.write('\n')
      await lighthouse.close()
      for (const stop of stops) await stop()
    }
    lines.push(`## ${name}: ${variant.what}`, '', `Judged on ${variant.metric.toUpperCase()}; ${rounds} rounds.`, '')
    lines.push('| page | host | side | FCP | LCP | TBT | score | bytes |', '|---|---|---|---|---|---|---|---|')
    /** @type {string[]} */
    const verdicts = []
    for (const route of variant.routes) {
      for (const host of HOST_IDS) {
        for (const sideName of ['A', 'B']) {
          const cells = SHOWN.map((metric) => {
            const values = finite(samples.get(`${route} ${host} ${sideName} ${metric}`) ?? [])
            return `${format(median(values), metric)} (${format(range(values), metric)})`
          })
          lines.push(`| ${route} | ${host} | ${sideName === 'A' ? 'A, with' : 'B, without'} | ${cells.join(' | ')} |`)
        }
        const key = (/** @type {string} */ sideName) => `${route} ${host} ${sideName} ${variant.metric}`
        const { gain, spread, verdict } = verdictOf(
          finite(samples.get(key('A')) ?? []),
          finite(samples.get(key('B')) ?? []),
          variant.metric,
        )
        verdicts.push(verdict)
        lines.push(
          `| | ${host} | **${verdict}** | gain ${format(gain, variant.metric)}, spread ${format(spread, variant.metric)} | | | | |`,
        )
      }
    }
    const keep = verdicts.includes('gain') && !verdicts.includes('loss')
    lines.push('', `**${name}: ${keep ? 'keep' : 'remove'}** (${verdicts.join(', ')}).`, '')
    writeFileSync(resolve(ROOT, OUT), `${lines.join('\n')}\n`)
  }
  lines.push(`A/B time: ${Math.round((Date.now() - STARTED_AT) / 1000)} s.`)
  writeFileSync(resolve(ROOT, OUT), `${lines.join('\n')}\n`)
  console.log(`\n${lines.join('\n')}\nWritten to ${OUT}`)
}

await main()
