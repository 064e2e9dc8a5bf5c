#!/usr/bin/env node
// @ts-check
// The speed benchmark (`npm run perf`): Lighthouse's own Node API, mobile defaults (simulated slow 4G, 4x CPU), on a
// live build against the HTTP mock backend, served by two hosts (scripts/perf/serve.mjs): HTTP/2 + brotli, and
// Debian's nginx with deploy/site.nginx.conf (HTTP/1.1 + gzip); with --hosts, also the server (npm start) alone and
// behind nginx. The runs go round-robin over routes, hosts and builds, so the machine's load weighs on all alike;
// each cell is the median of its runs (the range of the timings in brackets). Then real-size photos (the mock
// backend's `--photos=real`, 4000×3000 JPEGs) on PHOTO_ROUTES on one host, with and without the resizer, on the same
// build (scripts/perf/serve.mjs, startResizerSwitch).
// It prints a markdown report, writes it to --out (perf-report.md) and exits 0 whatever it measures: timings on a
// shared machine are reported, not a gate (the gate is the byte budget, scripts/budget.mjs); it exits 1 only when it
// cannot start (no build, a port taken).
//
// Usage: node scripts/perf.mjs [--runs=5] [--routes=/,/Gallery] [--hosts=h2,nginx] [--no-photos] [--out=FILE]
//   --hosts=h2,nginx,server,server-h2,server-nginx  also the server (npm start) alone on the loopback (HTTP/1.1),
//                      and behind nginx both ways (its server build is DIR-server/node.js beside the build, as
//                      buildLive and CI make it)
//   --server-photos=site  the server hosts serve a build of their own with its photos on the site's origin
//                      (VITE_IMAGE_RESIZER=/img/{width}/{rawUrl}, built into dist-perf-site-photos for --api-port),
//                      the server making them with the mock backend's resizer (IMAGE_RESIZER_URL)
//   --server-dist=DIR  that build already made (and DIR-server beside it); implies --server-photos=site
//   --throttling=devtools  Lighthouse's slow 4G applied by DevTools while the page loads (its throttlingMethod
//                      'devtools', mobileSlow4G's request latency and bandwidths) instead of simulated; the report
//                      gives the settings Lighthouse used. "KiB before LCP": the bytes of the requests ended before
//                      the largest paint as it was observed
//   --real-photos      every run with real-size photos behind the resizer (instead of the photo section)
//   (no build given)   builds this commit into dist-perf for a mock backend on port 4591
//   --dist=DIR         measures that live build instead (made for the mock backend on --api-port, default 4191)
//   --builds=a:DIR,b:DIR  measures several live builds in the same rounds (before/after), all made for --api-port
//   --smoke            one run a route on nginx, no photos, no run started after 170 s, ended at 230 s at the latest
//   --save-lhr=DIR     keeps each Lighthouse report (the LCP element and its phases, the request chains, long tasks)
//   --serve            only serves the build(s) and the mock backend, to profile by hand (Ctrl-C stops)
// Builds given with --dist or --builds are made with VITE_API_BASE_URL=http://127.0.0.1:PORT and
// VITE_IMAGE_RESIZER='http://127.0.0.1:PORT/__resize?url={url}&w={width}' (what buildLive does).
// Ports: the hosts from 4592 up (in --hosts' order, per build; a server behind nginx takes two), the real-photo
// backend 4599.
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import {
  lighthouseTable,
  OWN_DIST,
  parsePerfFlags,
  photoTable,
  PHOTO_ROUTES,
  SITE_PHOTOS_DIST,
  SMOKE_HARD_LIMIT_S,
  throttlingText,
} from './perf/report.mjs'
import { measureRounds } from './perf/rounds.mjs'
import {
  buildLive,
  ROOT,
  serveBuilds,
  serverOf,
  SITE_RESIZER,
  startMockBackend,
  startResizerSwitch,
} from './perf/serve.mjs'

const STARTED = Date.now()
const FIRST_HOST_PORT = 4592
const PHOTO_BACKEND_PORT = 4599
/** @type {Record<import('./perf/report.mjs').HostId, string>} */
const HOST_NAMES = {
  server: 'the server (npm start) alone on the loopback, HTTP/1.1, its own compression (brotli 5 or gzip)',
  h2: "HTTP/2 + brotli (this script's Node server, HTTPS, brotli 11 compressed once)",
  nginx: 'nginx HTTP/1.1 + gzip (Debian nginx, deploy/site.nginx.conf, gzip 5 on each request)',
  'server-h2':
    'the server (npm start) behind nginx over HTTP/2 + brotli (deploy/server-front*.nginx.conf, HTTPS, brotli 5 on each request)',
  'server-nginx': 'the server (npm start) behind nginx, HTTP/1.1 + gzip (deploy/server-front*.nginx.conf)',
}

const flags = parsePerfFlags(process.argv.slice(2))
const seconds = () => Math.round((Date.now() - STARTED) / 1000)
const load = () => (loadavg()[0] ?? Number.NaN).toFixed(1)
/** @type {string[]} */
const lines = []
/** @type {Array<() => Promise<void>>} */
const stops = []

function writeReport() {
  const markdown = [...lines, `Wall time: ${seconds()} s; load average at the end ${load()}.`, ''].join('\n')
  writeFileSync(resolve(ROOT, flags.out), markdown)
  console.log(`\n${markdown}\nWritten to ${flags.out}`)
}

/** @param {() => Promise<unknown>} start */
async function started(start) {
  const service = /** @type {{ close: () => Promise<void> }} */ (await start())
  stops.push(() => service.close())
  return service
}

async function main() {
  if (flags.ownBuild) buildLive(OWN_DIST, flags.apiPort)
  // The server hosts' build with its photos on the site: given, or made here.
  const serverDist = flags.serverPhotos ? (flags.serverDist ?? SITE_PHOTOS_DIST) : undefined
  if (flags.serverPhotos && !flags.serverDist) buildLive(SITE_PHOTOS_DIST, flags.apiPort, ROOT, SITE_RESIZER)
  for (const dir of [...flags.builds.map((build) => build.dir), ...(serverDist ? [serverDist] : [])]) {
    if (!existsSync(join(resolve(ROOT, dir), 'index.html'))) throw new Error(`${dir} holds no build`)
  }
  if (serverDist && !existsSync(resolve(ROOT, serverOf(serverDist)))) {
    throw new Error(`${serverOf(serverDist)} is missing: the server build of ${serverDist}`)
  }
  const mock = await started(() => startMockBackend(flags.apiPort, flags.realPhotos ? ['--photos=real'] : []))
  const served = await serveBuilds(
    flags.builds.map((build) => ({ ...build, serverDir: serverDist })),
    flags.hosts,
    FIRST_HOST_PORT,
    `http://127.0.0.1:${flags.apiPort}`,
  )
  stops.push(served.close)
  if (flags.serve) {
    for (const target of served.targets) console.log(`${target.build} on ${target.host}: ${target.origin}`)
    console.log(`Mock backend: http://127.0.0.1:${flags.apiPort}. Ctrl-C stops.`)
    await new Promise((done) => ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, done)))
    return
  }

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  const builds = flags.builds.map((build) =>
    flags.ownBuild
      ? `${build.dir} (the working tree at ${commit})`
      : build.name === build.dir
        ? build.dir
        : `${build.name}: ${build.dir}`,
  )
  lines.push(
    `# Speed benchmark, ${new Date(STARTED).toISOString().slice(0, 16).replace('T', ' ')} UTC${flags.smoke ? ' (smoke)' : ''}`,
    '',
    `\`node scripts/perf.mjs ${process.argv.slice(2).join(' ')}\`. Live build${builds.length > 1 ? 's' : ''} ${builds.join(', ')} against the HTTP mock backend (port ${flags.apiPort}). Lighthouse ${flags.runs === 1 ? 'once' : `${flags.runs} times`} per route and host, mobile defaults (${flags.throttling === 'devtools' ? "slow 4G and 4x CPU applied while the page loads: throttling method 'devtools'" : "simulated slow 4G, 4x CPU: throttling method 'simulate'"})${serverDist ? `, the server hosts on ${serverDist} (its photos on the site, made by the server through the mock backend's resizer)` : ''}, runs round-robin over routes, hosts${builds.length > 1 ? ' and builds' : ''}; medians, with the range of the timings in brackets. Load average at the start ${load()} on ${cpus().length} cores.`,
    '',
    ...served.notes.flatMap((note) => [`${note}.`, '']),
  )
  if (flags.smoke) {
    // CI's time box: whatever happens, a report and exit 0 within SMOKE_HARD_LIMIT_S.
    setTimeout(() => {
      lines.push(`Stopped at the hard limit of ${SMOKE_HARD_LIMIT_S} s.`, '')
      writeReport()
      process.exit(0)
    }, SMOKE_HARD_LIMIT_S * 1000).unref()
  }

  const targets = served.targets.map((target) => ({ ...target, label: `${target.build} ${target.host}` }))
  const plan = { ...flags, targets, deadline: STARTED + flags.timeBoxS * 1000 }
  // Ctrl-C: the run under way ends, the report holds the runs done (a second Ctrl-C stops at once).
  process.once('SIGINT', () => {
    console.error('\nStopping after this run.')
    plan.deadline = 0
  })
  if (flags.realPhotos) {
    // A resizer keeps the copies it made, a server its backend answers: pages are measured as visitors find them
    // after the first (one round, not counted).
    await measureRounds({ routes: flags.routes, targets, runs: 1 })
    lines.push(
      "Every backend photo a phone's 4000×3000 JPEG (about 2.9 MB), through the mock backend's resizer; one round before, not counted.",
      '',
    )
  }
  lines.push(`The runs started ${seconds()} s after the script.`, '')
  const { samples, cut, settings } = await measureRounds(plan)
  if (cut) lines.push(`The runs were cut short (time box or Ctrl-C): see each row's runs.`, '')
  lines.push(
    `Lighthouse's throttling, as its reports give it: ${throttlingText(settings)}.`,
    '',
    `"KiB before LCP": the bytes of the requests that had ended when the largest paint was observed (network-requests' end times against the observed LCP${flags.throttling === 'simulate' ? ", in the unthrottled load Lighthouse's simulation starts from, not on its computed line" : ''}).`,
    '',
  )
  for (const host of flags.hosts) {
    const cells = targets
      .filter((target) => target.host === host)
      .flatMap((target) => flags.routes.map((route) => ({ route, target })))
      .sort((a, b) => flags.routes.indexOf(a.route) - flags.routes.indexOf(b.route))
      .map(({ route, target }) => ({ route, build: target.build, samples: samples.get(target)?.get(route) ?? [] }))
    if (cells.length === 0) continue
    lines.push(`## ${HOST_NAMES[host]}`, '', ...lighthouseTable(cells, flags.builds.length > 1), '')
  }

  if (flags.photos && !cut) {
    // The same build(s) on the first host, the backend swapped for one with real-size photos behind the switch.
    await mock.close()
    await started(() => startMockBackend(PHOTO_BACKEND_PORT, ['--photos=real']))
    const resizerSwitch = await started(() => startResizerSwitch(flags.apiPort, PHOTO_BACKEND_PORT))
    const { resizer } = /** @type {Awaited<ReturnType<typeof startResizerSwitch>>} */ (resizerSwitch)
    const host = flags.hosts[0]
    const photoTargets = targets
      .filter((target) => target.host === host)
      .flatMap((target) =>
        [true, false].map((on) => ({
          ...target,
          on,
          label: `${target.label} ${on ? 'resizer' : 'no-resizer'}`,
          before: () => void (resizer.on = on),
        })),
      )
    // A resizer keeps the copies it made: pages are measured as visitors find them after the first (not counted).
    const withResizer = photoTargets.filter((target) => target.on)
    await measureRounds({ routes: PHOTO_ROUTES, targets: withResizer, runs: 1 })
    const photos = await measureRounds({ ...flags, routes: PHOTO_ROUTES, targets: photoTargets })
    const cells = withResizer.flatMap((target) =>
      PHOTO_ROUTES.map((route) => {
        const without = photoTargets.find((other) => other.build === target.build && !other.on)
        return {
          route,
          build: target.build,
          with: photos.samples.get(target)?.get(route) ?? [],
          without: (without && photos.samples.get(without)?.get(route)) ?? [],
        }
      }),
    )
    lines.push(
      `## Real-size photos (4000×3000 JPEG, about 2.9 MB each) on ${host}`,
      '',
      "The same build with the mock backend's sharp resizer, and without (each resize request answered with the original, as a build without VITE_IMAGE_RESIZER loads it), their runs alternating; the resizer's copies made by one visit per page before. \"Oversized\" is Lighthouse's properly-sized-images waste.",
      '',
      ...photoTable(cells, flags.builds.length > 1),
      '',
    )
  }
  writeReport()
}

try {
  await main()
} catch (error) {
  // What it measures never fails it; a benchmark that cannot start (no build, a port taken) does.
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
}
