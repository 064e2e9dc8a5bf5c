#!/usr/bin/env node
// @ts-check
// The A/B of a speed mechanism, by hand (`npm run ab -- --variant=NAME`): a mechanism that exists only for speed stays
// when, on its own metric, its median gain over 10 runs a side is larger than the spread on a host and it loses on
// none. Side A has the mechanism, side B lacks it: B is this commit with scripts/ab/NAME.patch applied in a
// throwaway worktree; for a candidate (`adds`) the patch adds it, so A is the patched build and B this commit.
// Both are live builds served on the benchmark's two hosts (scripts/perf/serve.mjs) and measured in the same
// round-robin (scripts/perf/rounds.mjs), A and B interleaved on each host.
// Usage: node scripts/ab.mjs --variant=NAME[,NAME] [--runs=10] [--hosts=h2,nginx] [--out=ab-report.md]
//   --hosts=server-h2,server-nginx: the same A/B on the server (npm start) behind nginx (scripts/perf/serve.mjs)
//   --routes=/Gallery: these pages instead of each variant's own; --real-photos: the backend's photos at a phone's
//   size (4000×3000) behind the resizer, after one round not counted
//        node scripts/ab.mjs --check    (does each patch still apply to this commit? exit 1 when one does not)
// Run on a quiet machine: nothing else building or testing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { countOf, format, HOST_IDS, markdownTable, cell, readFlags, verdictOf } from './perf/report.mjs'
import { measureRounds } from './perf/rounds.mjs'
import { buildLive, ROOT, serveBuilds, startMockBackend } from './perf/serve.mjs'

/** @typedef {import('./perf/report.mjs').Metric} Metric */
/**
 * A mechanism: what side B lacks, the pages it is measured on and the metric it exists for; `adds`: a candidate.
 * @typedef {{ what: string, routes: string[], metric: Metric, adds?: boolean }} Variant
 */
/** @type {Record<string, Variant>} */
const VARIANTS = {
  'app-start-after-first-screen': {
    what: "the page's module script and modulepreloads held back until the first screen has painted (build/app-start.ts)",
    routes: ['/about', '/'],
    metric: 'lcp',
  },
}
const PATCHES = join(ROOT, 'scripts', 'ab')
const API_PORT = 4591
const FIRST_HOST_PORT = 4592
const STARTED = Date.now()

const flags = readFlags(process.argv.slice(2), ['variant', 'runs', 'hosts', 'routes', 'real-photos', 'out', 'check'])

/** Whether each patch of scripts/ab/ applies to this commit; 1 when one does not. */
function check() {
  let failed = 0
  for (const patch of readdirSync(PATCHES).filter((file) => file.endsWith('.patch'))) {
    const name = patch.replace(/\.patch$/, '')
    const result = spawnSync('git', ['apply', '--check', join(PATCHES, patch)], { cwd: ROOT, encoding: 'utf8' })
    const known = name in VARIANTS ? '' : ' (no variant in scripts/ab.mjs)'
    console.log(
      `${result.status === 0 ? 'applies' : 'FAILS  '}  ${name}${known}${result.status === 0 ? '' : `\n${result.stderr}`}`,
    )
    if (result.status !== 0 || known) failed += 1
  }
  for (const name of Object.keys(VARIANTS)) {
    if (!existsSync(join(PATCHES, `${name}.patch`))) {
      console.log(`MISSING  ${name} (a variant in scripts/ab.mjs without its patch)`)
      failed += 1
    }
  }
  return failed === 0 ? 0 : 1
}

/**
 * This commit with the variant's patch, built into `dir` from a throwaway worktree (node_modules linked in).
 * @param {string} name
 * @param {string} dir
 */
function buildPatched(name, dir) {
  const worktree = mkdtempSync(join(tmpdir(), `ab-${name}-`))
  execFileSync('git', ['worktree', 'add', '--detach', '--force', worktree, 'HEAD'], { cwd: ROOT, stdio: 'inherit' })
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'))
    execFileSync('git', ['apply', join(PATCHES, `${name}.patch`)], { cwd: worktree, stdio: 'inherit' })
    buildLive(dir, API_PORT, worktree)
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'inherit' })
    rmSync(worktree, { recursive: true, force: true })
  }
}

/** @type {Metric[]} */
const SHOWN = ['fcp', 'lcp', 'tbt', 'score', 'bytes', 'bytesBeforeLcp']

async function main() {
  const runs = countOf(flags.get('runs'), 'runs', 10)
  const hosts = /** @type {import('./perf/report.mjs').HostId[]} */ (
    String(flags.get('hosts') ?? 'h2,nginx').split(',')
  )
  if (hosts.some((host) => !HOST_IDS.includes(host))) throw new Error(`--hosts wants some of ${HOST_IDS.join(',')}`)
  const names = String(flags.get('variant') ?? '')
    .split(',')
    .filter(Boolean)
  if (names.length === 0 || names.some((name) => !(name in VARIANTS))) {
    throw new Error(`--variant wants one or more of ${Object.keys(VARIANTS).join(', ')}`)
  }
  const out = String(flags.get('out') ?? 'ab-report.md')
  const lines = [
    `# A/B of speed mechanisms, ${new Date(STARTED).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `A has the mechanism, B lacks it. Live builds against the HTTP mock backend${flags.has('real-photos') ? " with a phone's 4000×3000 photos behind its resizer" : ''}, Lighthouse mobile defaults, ${runs} runs a side per host, A and B interleaved. Medians, each side's range in brackets; gain = B − A (A − B for the score), spread = the larger range. Load average at the start ${(loadavg()[0] ?? Number.NaN).toFixed(1)} on ${cpus().length} cores.`,
    '',
  ]
  /** This commit, built once: side A of a mechanism in the site, side B of a candidate. */
  const asItIs = 'dist-perf-ab-head'
  buildLive(asItIs, API_PORT)
  const realPhotos = flags.has('real-photos')
  const mock = await startMockBackend(API_PORT, realPhotos ? ['--photos=real'] : [])
  try {
    for (const name of names) {
      const variant = /** @type {Variant} */ (VARIANTS[name])
      if (typeof flags.get('routes') === 'string') variant.routes = String(flags.get('routes')).split(',')
      const patched = 'dist-perf-ab-patched'
      buildPatched(name, patched)
      const [a, b] = variant.adds ? [patched, asItIs] : [asItIs, patched]
      const served = await serveBuilds(
        [
          { name: 'A', dir: a },
          { name: 'B', dir: b },
        ],
        hosts,
        FIRST_HOST_PORT,
        `http://127.0.0.1:${API_PORT}`,
      )
      try {
        const targets = served.targets.map((target) => ({ ...target, label: `${target.build} ${target.host}` }))
        // Real-size photos: one round first, not counted, fills the resizer's copies and the server's caches.
        if (realPhotos) await measureRounds({ routes: variant.routes, targets, runs: 1 })
        const { samples } = await measureRounds({ routes: variant.routes, targets, runs })
        lines.push(`## ${name}: ${variant.what}`, '', `Judged on ${variant.metric.toUpperCase()}.`, '')
        /** @type {string[][]} */
        const rows = []
        /** @type {string[]} */
        const verdicts = []
        for (const route of variant.routes) {
          for (const host of hosts) {
            const side = (/** @type {string} */ build) =>
              samples
                .get(
                  /** @type {(typeof targets)[number]} */ (targets.find((t) => t.build === build && t.host === host)),
                )
                ?.get(route) ?? []
            for (const build of ['A', 'B'])
              rows.push([route, host, build, ...SHOWN.map((metric) => cell(side(build), metric))])
            const values = (/** @type {string} */ build) =>
              side(build).map((sample) => sample[variant.metric] ?? Number.NaN)
            const { gain, spread, verdict } = verdictOf(values('A'), values('B'), variant.metric)
            verdicts.push(verdict)
            rows.push([
              '',
              '',
              `**${verdict}**`,
              `gain ${format(gain, variant.metric)}, spread ${format(spread, variant.metric)}`,
              '',
              '',
              '',
              '',
              '',
            ])
          }
        }
        lines.push(
          ...markdownTable(['page', 'host', 'side', 'FCP', 'LCP', 'TBT', 'score', 'bytes', 'KiB before LCP'], rows, 3),
          '',
        )
        const keep = verdicts.includes('gain') && !verdicts.includes('loss')
        lines.push(`**${name}: ${keep ? 'keep' : 'no gain beyond the spread'}** (${verdicts.join(', ')}).`, '')
        writeFileSync(resolve(ROOT, out), `${lines.join('\n')}\n`)
      } finally {
        await served.close()
      }
    }
  } finally {
    await mock.close()
  }
  lines.push(`A/B time: ${Math.round((Date.now() - STARTED) / 1000)} s.`)
  writeFileSync(resolve(ROOT, out), `${lines.join('\n')}\n`)
  console.log(`\n${lines.join('\n')}\nWritten to ${out}`)
}

if (flags.has('check')) process.exitCode = check()
else await main()
