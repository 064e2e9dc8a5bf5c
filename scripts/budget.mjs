#!/usr/bin/env node
// @ts-check
// The deterministic speed budgets of issue 9, measured on a production build (no timings, so no noise):
//  1. the JavaScript that / loads before first render (the entry and every chunk it imports statically, which
//     index.html modulepreloads, and the small classic scripts index.html loads) is at most FIRST_LOAD_JS_BUDGET_KB
//     gzip, the app's part in at most FIRST_LOAD_MAX_FILES files;
//  2. Swiper, the flip-book (page-flip), the lightbox, DOMPurify, the TC form and the site search code are not in that
//     first load, and a route's chunks reach them only when the route's source uses them.
//  3. the school's own photos (issue 18): every original in src/content/photos ships as WebP or AVIF at several
//     widths, none wider than the original or than STATIC_IMAGE_MAX_WIDTH, and no raster image of the site is wider
//     than that or heavier than STATIC_IMAGE_BUDGET_KB (a 4 MB photo saved straight into public/ fails here).
// Which chunk imports which comes from Vite's manifest (dist/.vite/manifest.json, `build.manifest: true`), what a
// chunk holds from the build's record of each chunk's modules (dist/.vite/chunk-modules.json, build/bundle-facts.ts):
// facts of the bundler, not file names or text inside a library.
// Usage: node scripts/budget.mjs [distDir] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import sharp from 'sharp'

/** Budget for the JavaScript the home page loads before first render (issue 9; KB = 1024 bytes, gzip). */
const FIRST_LOAD_JS_BUDGET_KB = 150

/**
 * The app's first load (the module entry and its static imports; not the small classic scripts beside it) travels
 * in this many files at most: the entry, the one chunk of everything it imports (build/first-load-chunk.ts) and
 * the bundler's runtime. Split further, it costs a phone bytes for nothing.
 */
const FIRST_LOAD_MAX_FILES = 3

/** The widest raster image the site ships (px): a full-width slide on a large screen. */
const STATIC_IMAGE_MAX_WIDTH = 1920
/** The heaviest raster image the site ships (KB = 1024 bytes). */
const STATIC_IMAGE_BUDGET_KB = 300
/** An original at least this wide must ship in two widths or more: a phone's and a larger screen's. */
const SEVERAL_WIDTHS_FROM = 640
/** Where the school saves its originals (src/content/static-photo-sources.ts). */
const PHOTO_ORIGINALS_DIR = 'src/content/photos'
/** Demo data of the mock backend, not the site's own images (a live build has none). */
const NOT_SITE_IMAGES = 'demo-files/'
const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i
/** Vite's manifest and the build's record of each chunk's modules (build/bundle-facts.ts, CHUNK_MODULES_RECORD). */
const MANIFEST = '.vite/manifest.json'
const CHUNK_MODULES = '.vite/chunk-modules.json'
/** The route files: one per page (src/routes/index.tsx is /). */
const ROUTE_FILE = /^src\/routes\/([^/]+)\.tsx$/
const ROOT_ROUTE = '__root'

/**
 * One entry of Vite's manifest (keyed by source path, or by `_file` for a chunk without a source of its own).
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[],
 *   dynamicImports?: string[], css?: string[] }} ManifestChunk
 */

/**
 * Code a route may load only where it uses it.
 * @typedef {object} Guard
 * @property {string} name
 * @property {RegExp | string} module how to know it in a chunk: a module path it holds (a regular expression for
 *   a library's files under node_modules, or the app module's own path)
 * @property {RegExp} [sourceImport] how to know it in the source: an import of the package
 * @property {string} [sourceModule] ... or of this module
 */

/**
 * A library's code: its script modules (not its stylesheets, which are CSS the page needs anyway), wherever npm put
 * the package (at the top or nested in another's node_modules).
 */
const libraryModules = (/** @type {string} */ name) => new RegExp(`(^|/)node_modules/${name}/.*\\.[cm]?js$`)

/** @type {Guard[]} The heavy or route-specific code. */
export const GUARDED = [
  { name: 'Swiper', module: libraryModules('swiper'), sourceImport: /^swiper(\/|$)/ },
  {
    name: 'flip-book (page-flip)',
    module: libraryModules('(react-pageflip|page-flip)'),
    sourceImport: /^(react-pageflip|page-flip)(\/|$)/,
  },
  {
    name: 'lightbox',
    module: libraryModules('yet-another-react-lightbox'),
    sourceImport: /^yet-another-react-lightbox(\/|$)/,
  },
  { name: 'DOMPurify', module: libraryModules('dompurify'), sourceImport: /^dompurify(\/|$)/ },
  { name: 'TC form', module: 'src/features/tc/TcForm.tsx', sourceModule: 'src/features/tc/TcForm.tsx' },
  // Issue 21: the site search's index library loads only when the search is used.
  { name: 'site search (MiniSearch)', module: libraryModules('minisearch'), sourceImport: /^minisearch(\/|$)/ },
]

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist')
const asJson = args.includes('--json')

const read = (/** @type {string} */ file) => readFileSync(join(distDir, file), 'utf8')
const gzipKb = (/** @type {string} */ file) => gzipSync(readFileSync(join(distDir, file))).length / 1024
/** @type {string[]} */
const failures = []

/**
 * A JSON file of the build, or undefined (with a failure) when the build did not write it.
 * @param {string} file
 * @returns {any}
 */
function readBuildRecord(file) {
  if (existsSync(join(distDir, file))) return JSON.parse(read(file))
  failures.push(
    `${relative(ROOT, join(distDir, file))} missing: build with vite.config.ts (build.manifest, bundle facts)`,
  )
  return undefined
}

/** @type {Record<string, ManifestChunk>} */
const manifest = readBuildRecord(MANIFEST) ?? {}
/** @type {Record<string, string[]>} */
const chunkModules = readBuildRecord(CHUNK_MODULES) ?? {}

/**
 * The files a set of manifest chunks loads before running: theirs and those of their static imports, transitively.
 * @param {string[]} keys manifest keys
 * @returns {Set<string>} dist-relative files
 */
function staticClosure(keys) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @type {Set<string>} */
  const files = new Set()
  const queue = [...keys]
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) continue
    seen.add(key)
    files.add(chunk.file)
    queue.push(...(chunk.imports ?? []))
  }
  return files
}

/**
 * The guarded code some of `files` hold (by the modules the build put in them).
 * @param {Iterable<string>} files
 * @returns {string[]} guard names
 */
function guardedIn(files) {
  const modules = [...files].flatMap((file) => chunkModules[file] ?? [])
  return GUARDED.filter(({ module }) =>
    modules.some((path) => (typeof module === 'string' ? path === module : module.test(path))),
  ).map((guard) => guard.name)
}

// 1. First load of /: the app's entry (Vite's manifest entry for index.html) and its static closure, and the
// classic scripts index.html loads beside it, if any, which are not modules of the app.
const html = read('index.html')
const appEntries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key)
const appFirstLoad = staticClosure(appEntries)
const classicScripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]+src="([^"]+\.js)"/g)].map((match) =>
  String(match[1]).replace(/^\//, ''),
)
const firstLoad = new Set([...appFirstLoad, ...classicScripts])
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) =>
  String(match[1]).replace(/^\//, ''),
)
const rows = [...firstLoad].map((file) => ({ file, gzipKb: gzipKb(file) })).sort((a, b) => b.gzipKb - a.gzipKb)
const totalJs = rows.reduce((sum, row) => sum + row.gzipKb, 0)
const totalCss = styles.reduce((sum, file) => sum + gzipKb(file), 0)
if (totalJs > FIRST_LOAD_JS_BUDGET_KB) {
  failures.push(
    `first-load JavaScript of / is ${totalJs.toFixed(1)} KB gzip, over the ${FIRST_LOAD_JS_BUDGET_KB} KB budget`,
  )
}
if (appFirstLoad.size > FIRST_LOAD_MAX_FILES) {
  failures.push(`the app's first load is ${appFirstLoad.size} script files, more than ${FIRST_LOAD_MAX_FILES}`)
}
const inFirstLoad = guardedIn(firstLoad)
for (const name of inFirstLoad) failures.push(`${name} is in the first load of every page (the entry's static imports)`)

// 2. Per route: which guarded code its chunks reach, and whether its source uses it. A route's chunks are the
// lazily loaded ones the bundler made of its route file (the parts the router plugin splits off).
/** @type {{ path: string, routeKb: number, loads: string[], wrong: string[] }[]} */
const routeRows = []
/** @type {Map<string, { routeFile: string, keys: string[] }>} */
const routeChunks = new Map()
for (const [key, chunk] of Object.entries(manifest)) {
  const source = chunk.src?.split('?')[0] ?? ''
  const name = ROUTE_FILE.exec(source)?.[1]
  if (!chunk.isDynamicEntry || name === undefined || name === ROOT_ROUTE) continue
  const path = name === 'index' ? '/' : `/${name}`
  routeChunks.set(path, { routeFile: source, keys: [...(routeChunks.get(path)?.keys ?? []), key] })
}
for (const [path, { routeFile, keys }] of [...routeChunks].sort(([a], [b]) => a.localeCompare(b))) {
  const uses = sourceUses(routeFile)
  const closure = staticClosure(keys)
  const ownKb = [...closure].filter((file) => !firstLoad.has(file)).reduce((sum, file) => sum + gzipKb(file), 0)
  const reached = guardedIn(closure)
  const wrong = reached.filter((name) => !uses.has(name))
  for (const name of wrong) failures.push(`${path} loads ${name} but does not use it`)
  routeRows.push({ path, routeKb: ownKb, loads: reached, wrong })
}

/**
 * The guarded code a route's source reaches: relative and `@/` imports followed through src/, dynamic imports
 * included.
 * @param {string} routeFile
 * @returns {Set<string>} guard names
 */
function sourceUses(routeFile) {
  /** @type {Set<string>} */
  const used = new Set()
  /** @type {Set<string>} */
  const seen = new Set()
  const queue = [resolve(ROOT, routeFile)]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    const rel = relative(ROOT, file).split('\\').join('/')
    for (const guard of GUARDED) if (guard.sourceModule === rel) used.add(guard.name)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) {
      const spec = String(match[1])
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const base = spec.startsWith('@/') ? resolve(ROOT, 'src', spec.slice(2)) : resolve(dirname(file), spec)
        const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
        const target = candidates.find((candidate) => existsSync(candidate) && /\.(ts|tsx)$/.test(candidate))
        if (target) queue.push(target)
      } else {
        for (const guard of GUARDED) if (guard.sourceImport?.test(spec)) used.add(guard.name)
      }
    }
  }
  return used
}

// 3. The school's own photos: the originals, and what the build made of each (vite.config.ts records it, read from
// the bundle), measured by sharp.
/**
 * Every file under `dir` (absolute), as paths relative to `base`.
 * @param {string} dir
 * @param {string} base
 * @returns {string[]}
 */
function filesUnder(dir, base) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile())
    .map((file) => relative(base, file).split('\\').join('/'))
}
/** @type {{ original: string, originalWidth: number, originalKb: number, made: { file: string, format: string | undefined, width: number, kb: number }[] }[]} */
const photoRows = []
const photoRecordPath = join(distDir, '.vite', 'static-photos.json')
/** @type {Record<string, string[]> | undefined} each original and the files the build made of it */
const photoRecord = existsSync(photoRecordPath) ? JSON.parse(readFileSync(photoRecordPath, 'utf8')) : undefined
const originals = filesUnder(join(ROOT, PHOTO_ORIGINALS_DIR), ROOT).filter((file) => RASTER.test(file))
if (originals.length > 0 && !photoRecord) {
  failures.push(`${relative(ROOT, photoRecordPath)} missing: build with vite.config.ts's static photo record`)
}
for (const original of originals) {
  const { width: originalWidth = 0 } = await sharp(join(ROOT, original)).metadata()
  const made = await Promise.all(
    (photoRecord?.[original] ?? []).map(async (file) => {
      const { format, width = 0 } = await sharp(join(distDir, file)).metadata()
      return { file, format, width, kb: statSync(join(distDir, file)).size / 1024 }
    }),
  )
  const widths = [...new Set(made.map((image) => image.width))].sort((a, b) => a - b)
  photoRows.push({ original, originalWidth, originalKb: statSync(join(ROOT, original)).size / 1024, made })
  if (made.length === 0) failures.push(`${original} is not in the build (no WebP or AVIF widths made of it)`)
  if (originalWidth >= SEVERAL_WIDTHS_FROM && widths.length < 2) {
    failures.push(`${original} (${originalWidth} px) ships in ${widths.length} width(s), not several`)
  }
  for (const image of made) {
    // sharp reports AVIF as heif.
    if (image.format !== 'webp' && image.format !== 'heif')
      failures.push(`${image.file} is ${image.format}, not WebP or AVIF`)
    if (image.width > originalWidth)
      failures.push(`${image.file} is ${image.width} px, wider than its original ${original}`)
  }
}
for (const file of filesUnder(distDir, distDir).filter(
  (name) => RASTER.test(name) && !name.startsWith(NOT_SITE_IMAGES),
)) {
  const { width = 0 } = await sharp(join(distDir, file)).metadata()
  const kb = statSync(join(distDir, file)).size / 1024
  if (width > STATIC_IMAGE_MAX_WIDTH) failures.push(`${file} is ${width} px wide, over ${STATIC_IMAGE_MAX_WIDTH} px`)
  if (kb > STATIC_IMAGE_BUDGET_KB)
    failures.push(`${file} is ${kb.toFixed(0)} KB, over the ${STATIC_IMAGE_BUDGET_KB} KB budget`)
}

if (asJson) {
  console.log(
    JSON.stringify(
      { firstLoadJsKb: totalJs, cssKb: totalCss, firstLoad: rows, routes: routeRows, photos: photoRows, failures },
      null,
      2,
    ),
  )
} else {
  for (const row of rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`)
  console.log(
    `First-load JavaScript of /: ${totalJs.toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB} KB); CSS ${totalCss.toFixed(1)} KB gzip`,
  )
  if (routeRows.length > 0) {
    console.log('\nPer route: JavaScript beyond the first load (gzip), and the guarded code it loads')
    for (const row of routeRows) {
      const loads = row.loads.length > 0 ? row.loads.join(', ') : '-'
      console.log(
        `  ${row.path.padEnd(22)} ${row.routeKb.toFixed(1).padStart(6)} KB  ${loads}${row.wrong.length ? '  <-- not used here' : ''}`,
      )
    }
  }
}
if (!asJson && photoRows.length > 0) {
  console.log("\nThe school's own photos: original, then the widths the build made of it (KB)")
  for (const row of photoRows) {
    const made = [...row.made]
      .sort((a, b) => a.width - b.width)
      .map((image) => `${image.width} px ${image.kb.toFixed(1)}`)
      .join(', ')
    console.log(`  ${row.original} (${row.originalWidth} px, ${row.originalKb.toFixed(0)} KB): ${made || 'none'}`)
  }
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`BUDGET: ${failure}`)
  process.exit(1)
}
if (!asJson) {
  console.log(
    `\nBudgets met: first load ≤ ${FIRST_LOAD_JS_BUDGET_KB} KB, guarded code (${GUARDED.map((g) => g.name).join(', ')}) only where used, ` +
      `${photoRows.length} photo original(s) in several widths, every raster image ≤ ${STATIC_IMAGE_MAX_WIDTH} px and ≤ ${STATIC_IMAGE_BUDGET_KB} KB.`,
  )
}
