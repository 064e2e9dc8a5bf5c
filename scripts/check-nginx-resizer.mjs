#!/usr/bin/env node
// @ts-check
// Checks deploy/image-resizer.nginx.conf and image-resizer-location.nginx.conf in Debian's real nginx with its image
// filter module, with a local backend that logs every request it gets. The /img/ location is
// included in the school's own server block, deploy/site.nginx.conf as scripts/nginx-host.mjs serves it, so that it
// meets that block's rules as on the host (its image rule, `~* \.(?:…|jpe?g|…)$`, must not take a photo's copy):
//  - the site's own use: a phone's real-size photo (4000×3000 JPEG) shrunk to a width the site asks for, cached,
//    kept by browsers for 30 days; a gallery's six new photos at once all arrive (they wait their turn); the site's
//    own photos (/images/x.jpg) still served by the server block's image rule;
//  - errors never kept by browsers: the backend's 404 is answered `no-store`; nginx keeps it a minute, so the same
//    address asked again, or a burst of one bomb's address, reaches the backend once;
//  - the site's security headers on every /img/ answer, errors too;
//  - the review's abuse, replayed (bounded, on 127.0.0.1): other widths, other hosts, other spellings and anything
//    added to a photo's address (200 distinct `&x=N` at 20 at a time) refused with 400 before the backend; control
//    characters refused, the backend never sees one; four 20000×20000 PNG "decompression bombs" at once; a visitor's
//    burst past the rate limit (429). Meanwhile a page (/about) on the same nginx is timed with a fresh connection
//    every few milliseconds, as new visitors arrive: its p95 must stay under 100 ms.
// Needs: apt-get install nginx libnginx-mod-http-image-filter libnginx-mod-http-brotli-static (CI installs them).
// Usage: node scripts/check-nginx-resizer.mjs [--port=4295]   (the site's nginx; the backend and the resizer on the
// next two ports)
// About a minute (the bomb is generated once, ~15 s, and kept in node_modules/.cache). The host, the two nginx and
// the backend, is set up by scripts/resizer-host.ts; this file holds the checks.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { NAMED_FILE_CACHE_CONTROL, PHOTO_COPY_CACHE_CONTROL } from '../policy/caching.ts'
import { checkReport } from './check-report.ts'
import { realPhotos } from './real-photos.mjs'
import {
  bomb,
  LARGE_PHOTO,
  largePhoto,
  resizerConfig,
  resizerHostAddresses,
  resizerMemoryCap,
  siteConfig,
  startBackend,
  startProcess,
} from './resizer-host.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const PORT_ARGUMENT = process.argv.slice(2).find((arg) => arg.startsWith('--port='))
const HOST = resizerHostAddresses(PORT_ARGUMENT ? Number(PORT_ARGUMENT.slice('--port='.length)) : 4295)
const { sitePort: SITE_PORT, backend: BACKEND } = HOST

/** Four bombs at once, as the review: one per width, so that each is a different copy. */
const BOMB_WIDTHS = [160, 320, 480, 960]
const BOMBS_AT_ONCE = BOMB_WIDTHS.length
/** One bomb's address asked this many times at once (a width not in BOMB_WIDTHS: not cached yet). */
const SAME_BOMB_WIDTH = 1280
const SAME_BOMB_AT_ONCE = 6
/** The review's cache-key burst: this many distinct URLs, so many at a time. */
const DISTINCT_URLS = 200
const DISTINCT_URLS_AT_ONCE = 20
/** A visitor's burst past the rate limit (burst=100 in image-resizer-location.nginx.conf). */
const VISITOR_BURST = 160
/** Page requests during the bursts: one fresh connection every so often, and the p95 they must keep. */
const PAGE_PROBE_INTERVAL_MS = 20
const PAGE_P95_LIMIT_MS = 100
/** The photos of a gallery's first visit (all new to the resizer). */
const GALLERY_PHOTOS = 6
/** A raw control character (U+0000 to U+001F, U+007F), as the backend would see one in its request line. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
/** The security headers every /img/ answer must carry (deploy/security-headers.conf, as included). */
const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options']

const { check, finish } = checkReport()

/**
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, ms: number }} Answer
 */

/**
 * One GET on a fresh connection (`path` as it is: Node's client sends it unchanged, as an attacker would).
 * @param {string} path
 * @returns {Promise<Answer>}
 */
function ask(path) {
  const start = performance.now()
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: SITE_PORT, path, agent: false }, (response) => {
      /** @type {Buffer[]} */
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - start,
        }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * The site's address of a copy: `/img/{width}/{url}` with the photo's URL encoded (src/api/responsive-image.ts).
 * @param {number} width
 * @param {string} name the file's path on the backend (`?url=`, itself encoded as the API's link does)
 */
const copyPath = (width, name) =>
  `/img/${width}/${encodeURIComponent(`${BACKEND}/api/image?url=${encodeURIComponent(name)}`)}`

/**
 * Runs `task` for each item, `concurrency` at a time.
 * @template T, R
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function inBatches(items, concurrency, task) {
  /** @type {R[]} */
  const results = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(/** @type {T} */ (items[index]))
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/**
 * Times /about with a fresh connection every PAGE_PROBE_INTERVAL_MS while `burst` runs; returns its result and the
 * page times, sorted.
 * @template R
 * @param {() => Promise<R>} burst
 * @returns {Promise<{ result: R, times: number[] }>}
 */
async function whileTimingPages(burst) {
  /** @type {number[]} */
  const times = []
  let running = true
  const probe = (async () => {
    while (running) {
      const answer = await ask('/about')
      if (answer.status === 200) times.push(answer.ms)
      else times.push(Infinity)
      await new Promise((wait) => setTimeout(wait, PAGE_PROBE_INTERVAL_MS))
    }
  })()
  const result = await burst()
  running = false
  await probe
  return { result, times: times.sort((a, b) => a - b) }
}

/**
 * @param {string} label
 * @param {number[]} times sorted
 */
function reportPages(label, times) {
  const at = (/** @type {number} */ share) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Infinity
  const [p50, p95, max] = [at(0.5), at(0.95), times.at(-1) ?? Infinity]
  console.log(
    `     /about during ${label}: ${times.length} requests, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(0)} ms`,
  )
  check(
    p95 < PAGE_P95_LIMIT_MS,
    `page requests keep p95 under ${PAGE_P95_LIMIT_MS} ms during ${label} (${p95.toFixed(1)} ms)`,
  )
}

/**
 * The peak memory (VmHWM) of each nginx worker, in MB.
 * @param {number} masterPid
 */
function workerPeaksMb(masterPid) {
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/)
  return children.map((pid) => {
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return Math.round(Number(peak?.[1] ?? 0) / 1024)
  })
}

/** @param {Answer} answer */
const hasSecurityHeaders = (answer) => SECURITY_HEADERS.every((name) => answer.headers[name] !== undefined)

const dir = mkdtempSync(join(tmpdir(), 'nginx-resizer-'))
// nginx's workers run as an unprivileged user when started by root (as in CI): they write the cache here too.
chmodSync(dir, 0o777)
/** @type {string[]} */
const backendLog = []
/** @type {import('node:http').Server | undefined} */
let backend
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx
/** @type {import('node:child_process').ChildProcess | undefined} */
let resizer
const started = performance.now()
// The resizer's backend is HTTPS: its certificate is checked (the local backend here is plain HTTP, so these lines
// are taken out of the host's copy; nginx checks nothing by default).
const workerDirectives = readFileSync(join(ROOT, 'deploy', 'image-resizer-worker.nginx.conf'), 'utf8').replace(
  /#.*$/gm,
  '',
)
for (const directive of [
  'proxy_ssl_verify on;',
  'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
  'proxy_ssl_server_name on;',
]) {
  check(
    new RegExp(`^\\s*${directive.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm').test(workerDirectives),
    `the resizer checks the backend's certificate: \`${directive}\` in image-resizer-worker.nginx.conf`,
  )
}
try {
  const [photos, bombPng, largeJpeg] = await Promise.all([realPhotos(), bomb(), largePhoto()])
  backend = await startBackend(HOST, { photos, bombPng, largeJpeg }, backendLog)
  writeFileSync(join(dir, 'nginx.conf'), siteConfig(dir, photos[0] ?? Buffer.alloc(0), HOST))
  nginx = await startProcess(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'])
  writeFileSync(join(dir, 'resizer.conf'), resizerConfig(dir, HOST))
  // As image-resizer.service starts it: under its memory cap, in the foreground here.
  resizer = await startProcess('prlimit', [
    `--as=${resizerMemoryCap()}`,
    '--',
    NGINX,
    '-c',
    join(dir, 'resizer.conf'),
    '-p',
    dir,
    '-g',
    'daemon off;',
  ])
  /** Backend requests made since `mark`. */
  const backendSince = (/** @type {number} */ mark) => backendLog.slice(mark)

  // The site's own use: a real photo at a width the site asks for.
  const original = photos[1] ?? Buffer.alloc(0)
  const first = await ask(copyPath(640, 'photo-1.jpg'))
  const meta = first.status === 200 ? await sharp(first.body).metadata() : undefined
  check(
    first.status === 200,
    `a copy of a 4000×3000 photo is served (status ${first.status}, ${first.ms.toFixed(0)} ms)`,
  )
  check(meta?.width === 640, `it is 640 px wide (got ${meta?.width}×${meta?.height})`)
  check(
    first.body.length < original.length / 10,
    `it is a small part of the original (${Math.round(first.body.length / 1024)} KB of ${Math.round(original.length / 1024)} KB)`,
  )
  check(
    first.headers['cache-control'] === PHOTO_COPY_CACHE_CONTROL,
    `browsers keep the copy 30 days (${first.headers['cache-control']})`,
  )
  const second = await ask(copyPath(640, 'photo-1.jpg'))
  check(second.headers['x-image-cache'] === 'HIT', `the second ask is a cache hit (${second.headers['x-image-cache']})`)
  // The server block's own rule for the site's photos still takes them (the /img/ location takes its own only).
  const sitePhoto = await ask('/images/school.jpg')
  check(
    sitePhoto.status === 200 &&
      sitePhoto.headers['cache-control'] === NAMED_FILE_CACHE_CONTROL &&
      sitePhoto.headers['x-image-cache'] === undefined,
    `the site's own photo is served by site.nginx.conf's image rule (status ${sitePhoto.status}, ${sitePhoto.headers['cache-control']})`,
  )

  // A gallery's first visit: six new photos at once all arrive (they queue for the one resize at a time).
  const gallery = await Promise.all(
    Array.from({ length: GALLERY_PHOTOS }, (_, index) => ask(copyPath(320, `photo-${index + 2}.jpg`))),
  )
  check(
    gallery.every((answer) => answer.status === 200),
    `a gallery's ${GALLERY_PHOTOS} new photos at once all arrive (${gallery.map((answer) => answer.status).join(' ')}; ` +
      `last after ${Math.max(...gallery.map((answer) => answer.ms)).toFixed(0)} ms)`,
  )

  // A 50-megapixel photo is within the memory cap (the resizer's pixel limit): resized.
  const large = await ask(copyPath(960, 'large.jpg'))
  const largeMeta = large.status === 200 ? await sharp(large.body).metadata() : undefined
  check(
    large.status === 200 && largeMeta?.width === 960,
    `a ${((LARGE_PHOTO.width * LARGE_PHOTO.height) / 1e6).toFixed(0)}-megapixel photo is resized (status ${large.status}, ${large.ms.toFixed(0)} ms)`,
  )

  // The srcset's in-between width and the link preview's (once refused here, while the site wrote them).
  for (const width of [800, 1200]) {
    const copy = await ask(copyPath(width, 'photo-1.jpg'))
    const meta = copy.status === 200 ? await sharp(copy.body).metadata() : undefined
    check(copy.status === 200 && meta?.width === width, `a ${width} px copy is made (status ${copy.status})`)
  }

  // Errors: refused addresses and a photo the backend does not have, never kept; security headers on all.
  const odd = await ask(copyPath(641, 'photo-1.jpg'))
  check(odd.status === 400, `a width the site never asks for is refused (status ${odd.status})`)
  const elsewhere = await ask(`/img/640/${encodeURIComponent('http://127.0.0.1:9/secret.jpg')}`)
  check(elsewhere.status === 400, `a photo on another host is refused (status ${elsewhere.status})`)
  let mark = backendLog.length
  const missing = await ask(copyPath(640, 'missing.jpg'))
  const missingAgain = await ask(copyPath(640, 'missing.jpg'))
  const missingBackendAsks = backendSince(mark).length
  // image_filter answers anything that is not an image with 415.
  check(missing.status === 415, `a photo the backend does not have is an error (status ${missing.status})`)
  for (const [label, answer] of /** @type {const} */ ([
    ['a 404', missing],
    ['a 400', odd],
  ])) {
    check(
      answer.headers['cache-control'] === 'no-store',
      `${label} is never kept by browsers (${answer.headers['cache-control']})`,
    )
  }
  check(
    missingAgain.status === missing.status && missingAgain.headers['cache-control'] === 'no-store',
    `asked again, the 404 is again an error browsers never keep (status ${missingAgain.status}, ${missingAgain.headers['cache-control']})`,
  )
  check(
    missingBackendAsks === 1 && missingAgain.headers['x-image-cache'] === 'HIT',
    `nginx keeps the error a minute: asked again at once, it does not reach the backend (${missingBackendAsks} backend request(s), ${missingAgain.headers['x-image-cache']})`,
  )
  for (const [label, answer] of /** @type {const} */ ([
    ['a copy', first],
    ['a cache hit', second],
    ['a 400', odd],
    ['a 404', missing],
  ])) {
    check(hasSecurityHeaders(answer), `${label} carries the site's security headers`)
  }

  // Control characters, in the photo's address or after it, raw-encoded or encoded twice: refused before the backend.
  mark = backendLog.length
  const controlTries = ['%0D', '%0A', '%00', '%0D%0AX-Injected:%201', '%09', '%7F'].flatMap((control) => [
    `${copyPath(640, 'photo-1.jpg')}${control}`,
    copyPath(640, `photo-1.jpg${decodeURIComponent(control)}`),
    `${copyPath(640, 'photo-1.jpg')}?x=${control}`,
    `/img/640/${encodeURIComponent(`${BACKEND}/api/image/a`)}${control}b.jpg`,
  ])
  const controlAnswers = await Promise.all(controlTries.map((path) => ask(path)))
  check(
    controlAnswers.every((answer) => answer.status === 400),
    `${controlTries.length} addresses with control characters refused with 400 (${[...new Set(controlAnswers.map((answer) => answer.status))].join(', ')})`,
  )
  for (const [index, answer] of controlAnswers.entries()) {
    if (answer.status !== 400) console.log(`     ${controlTries[index]}: ${answer.status}`)
  }
  check(backendSince(mark).length === 0, `none reached the backend (${backendSince(mark).length})`)
  check(
    !backendLog.some((line) => CONTROL_CHARACTER.test(line) || /%(?:[01][0-9a-f]|7f)/i.test(line)),
    'the backend never saw a control character',
  )

  // The review's cache-key burst: a photo's address with `&x=N` added (inside the encoded URL, and as a query).
  mark = backendLog.length
  const distinct = Array.from({ length: DISTINCT_URLS }, (_, n) =>
    n % 2 === 0
      ? `/img/640/${encodeURIComponent(`${BACKEND}/api/image?url=${encodeURIComponent('photo-1.jpg')}&x=${n}`)}`
      : `${copyPath(640, 'photo-1.jpg')}?x=${n}`,
  )
  // Other spellings of the same photo: a letter encoded, lower-case hex, an empty query.
  const spellings = [
    copyPath(640, 'photo-1.jpg').replace('photo', '%2570hoto'),
    copyPath(640, 'albums/photo-1.jpg').replace('%252F', '%252f'),
    `${copyPath(640, 'photo-1.jpg')}?`,
  ]
  const keyBurst = await whileTimingPages(() =>
    inBatches([...distinct, ...spellings], DISTINCT_URLS_AT_ONCE, (path) => ask(path)),
  )
  check(
    keyBurst.result.every((answer) => answer.status === 400),
    `${DISTINCT_URLS} distinct \`&x=N\` addresses and ${spellings.length} other spellings at ${DISTINCT_URLS_AT_ONCE} at once: all 400 (${[...new Set(keyBurst.result.map((answer) => answer.status))].join(', ')})`,
  )
  const keyTries = [...distinct, ...spellings]
  for (const [index, answer] of keyBurst.result.entries()) {
    if (answer.status !== 400) console.log(`     ${keyTries[index]}: ${answer.status}`)
  }
  check(backendSince(mark).length === 0, `none reached the backend (${backendSince(mark).length})`)
  reportPages(`${DISTINCT_URLS} distinct addresses`, keyBurst.times)

  // Four decompression bombs at once: one is decoded, the others wait their turn and are refused while it runs.
  mark = backendLog.length
  const bombs = await whileTimingPages(() => Promise.all(BOMB_WIDTHS.map((width) => ask(copyPath(width, 'bomb.png')))))
  const statuses = bombs.result.map((answer) => `${answer.status} in ${(answer.ms / 1000).toFixed(1)} s`)
  console.log(
    `     ${BOMBS_AT_ONCE} bombs at once: ${statuses.join(', ')}; backend asked ${backendSince(mark).length} times`,
  )
  check(
    bombs.result.every(
      (answer) => answer.status !== 200 || answer.headers['cache-control'] === PHOTO_COPY_CACHE_CONTROL,
    ) &&
      bombs.result
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.headers['cache-control'] === 'no-store'),
    'no bomb answer is an error kept by browsers',
  )
  check(backendSince(mark).length <= BOMBS_AT_ONCE, `each bomb was fetched at most once (${backendSince(mark).length})`)
  reportPages(`${BOMBS_AT_ONCE} bombs at once`, bombs.times)

  // One bomb's address asked many times at once: decoded once (the others wait for its answer, which nginx keeps a
  // minute), not once each in the resizer's one line.
  mark = backendLog.length
  const sameBomb = await Promise.all(
    Array.from({ length: SAME_BOMB_AT_ONCE }, () => ask(copyPath(SAME_BOMB_WIDTH, 'bomb.png'))),
  )
  const sameBombAsks = backendSince(mark).length
  console.log(
    `     one bomb's address ${SAME_BOMB_AT_ONCE} times at once: ${sameBomb.map((answer) => `${answer.status} in ${(answer.ms / 1000).toFixed(1)} s`).join(', ')}; backend asked ${sameBombAsks} time(s)`,
  )
  check(
    sameBombAsks === 1,
    `one bomb's address ${SAME_BOMB_AT_ONCE} times at once reaches the backend once (${sameBombAsks})`,
  )
  check(
    sameBomb.every((answer) => answer.status === sameBomb[0]?.status) &&
      sameBomb.every((answer) =>
        answer.status === 200
          ? answer.headers['cache-control'] === PHOTO_COPY_CACHE_CONTROL
          : answer.headers['cache-control'] === 'no-store',
      ),
    `they all get the one answer, and an error is never kept by browsers (${[...new Set(sameBomb.map((answer) => `${answer.status} ${answer.headers['cache-control']}`))].join('; ')})`,
  )
  if (nginx.pid)
    console.log(`     the site's nginx processes' peak memory: ${workerPeaksMb(nginx.pid).join(' MB, ')} MB`)
  if (resizer.pid)
    console.log(`     the resizer's nginx processes' peak memory: ${workerPeaksMb(resizer.pid).join(' MB, ')} MB`)

  // A visitor's burst past the rate limit: refused with 429 (never kept), not served.
  const burst = await inBatches(Array.from({ length: VISITOR_BURST }), DISTINCT_URLS_AT_ONCE, () =>
    ask(copyPath(640, 'photo-1.jpg')),
  )
  const limited = burst.filter((answer) => answer.status === 429)
  check(
    limited.length > 0 && burst.every((answer) => answer.status === 200 || answer.status === 429),
    `a visitor's ${VISITOR_BURST} asks at once: ${burst.length - limited.length} served, ${limited.length} refused with 429`,
  )
  check(
    limited.every((answer) => answer.headers['cache-control'] === 'no-store' && hasSecurityHeaders(answer)),
    'a 429 is never kept and carries the security headers',
  )
} finally {
  nginx?.kill()
  resizer?.kill()
  backend?.close()
  rmSync(dir, { recursive: true, force: true })
}
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`)
finish({
  passed: '\nThe nginx image resizer of deploy/ works and is bounded.',
  failed: (failures) => `\n${failures.length} check(s) failed`,
})
