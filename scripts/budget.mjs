#!/usr/bin/env node
// @ts-check
// The deterministic budgets of a production build (sizes, not timings, so no noise). Fails (exit 1) when:
//  1. the JavaScript / loads before its first render (the app's entry with its static imports, and the small classic
//     scripts of its HTML) is over FIRST_LOAD_JS_BUDGET_KB gzip, or the app's part is more than one file;
//  2. a heavy or page-specific piece of code (GUARDED) is in that first load, or a page loads it before its first
//     render without being one of the pages that use it;
//  3. one of the school's own photos (src/content/photos) does not ship as WebP or AVIF in several widths, or any
//     raster image of the site is wider than STATIC_IMAGE_MAX_WIDTH or heavier than STATIC_IMAGE_BUDGET_KB.
// What each page loads comes from Vite's manifest, what a file holds from the build's record of each chunk's modules
// (build/bundle-records.mjs): facts of the bundler, not file names.
// Usage: node scripts/budget.mjs [distDir] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import sharp from 'sharp'
import {
  chunksOfSource,
  entryChunks,
  filesHolding,
  pagePathOf,
  readBundleRecords,
  routeSourceOf,
  withStaticImports,
} from '../build/bundle-records.mjs'

const FIRST_LOAD_JS_BUDGET_KB = 150
const STATIC_IMAGE_MAX_WIDTH = 1920
const STATIC_IMAGE_BUDGET_KB = 300
/** An original at least this wide ships in two widths or more: a phone's and a larger screen's. */
const SEVERAL_WIDTHS_FROM = 640
const PHOTO_ORIGINALS_DIR = 'src/content/photos'
const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i

/** A library's scripts (not its stylesheets), wherever npm put the package. */
const library = (/** @type {string} */ name) => new RegExp(`(^|/)node_modules/${name}/.*\\.[cm]?js$`)

/**
 * The code a page may load before its first render only if it is one of `pages` (Swiper: Home, whose slider it
 * moves). Another page that needs it is a decision to add here, with its cost in the table below.
 * @type {{ name: string, module: string | RegExp, pages: RegExp }[]}
 */
const GUARDED = [
  { name: 'Swiper', module: library('swiper'), pages: /^\/$/ },
  // The magazine issues' one route file (src/routes/Magazine{$year}.tsx).
  { name: 'flip-book', module: library('(react-pageflip|page-flip)'), pages: /^\/Magazine\{\$year\}$/ },
  {
    name: 'lightbox',
    module: library('yet-another-react-lightbox'),
    pages: /^\/(SubGallery|campusTour|FullAttendance|laboratory|library|school-topper|sports)$/,
  },
  { name: 'DOMPurify', module: library('dompurify'), pages: /^\/PrincipalMessage$/ },
  { name: 'TC form', module: 'src/features/tc/TcForm.tsx', pages: /^\/TC$/ },
  { name: 'site search (MiniSearch)', module: library('minisearch'), pages: /^\/search$/ },
]

const ROOT = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist')
const asJson = args.includes('--json')
/** @type {string[]} */
const failures = []
const gzipKb = (/** @type {string} */ file) => gzipSync(readFileSync(join(distDir, file))).length / 1024
const sumKb = (/** @type {Iterable<string>} */ files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0)

const { manifest, chunkModules } = readBundleRecords(distDir)
const guardedIn = (/** @type {Set<string>} */ files) =>
  GUARDED.filter((guard) => filesHolding(chunkModules, guard.module).some((file) => files.has(file)))

// 1. The first load of /.
const html = readFileSync(join(distDir, 'index.html'), 'utf8')
const appFirstLoad = new Set(withStaticImports(manifest, entryChunks(manifest)).map((chunk) => chunk.file))
const classicScripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) =>
  String(match[1]),
)
const firstLoad = new Set([...appFirstLoad, ...classicScripts])
const firstLoadKb = sumKb(firstLoad)
if (firstLoadKb > FIRST_LOAD_JS_BUDGET_KB) {
  failures.push(`/ loads ${firstLoadKb.toFixed(1)} KB gzip of JavaScript first, over ${FIRST_LOAD_JS_BUDGET_KB} KB`)
}
if (appFirstLoad.size > 1) failures.push(`the app's first load is split into ${appFirstLoad.size} files, not one`)
for (const guard of guardedIn(firstLoad)) failures.push(`${guard.name} is in the first load of every page`)

// 2. Each page (a route file's chunks): what it loads beyond the first load, and which guarded code.
const pagePaths = new Set(Object.values(manifest).map((chunk) => pagePathOf(chunk.src?.split('?')[0] ?? '')))
pagePaths.delete(undefined)
const pages = [.../** @type {Set<string>} */ (pagePaths)]
  .sort((a, b) => a.localeCompare(b))
  .map((path) => {
    const chunks = withStaticImports(manifest, chunksOfSource(manifest, routeSourceOf(path)))
    const files = new Set(chunks.map((chunk) => chunk.file))
    const loads = guardedIn(files).map((guard) => {
      if (!guard.pages.test(path)) failures.push(`${path} loads ${guard.name}, which is for other pages`)
      return guard.name
    })
    return { path, kb: sumKb([...files].filter((file) => !firstLoad.has(file))), loads }
  })

// 3. The school's own photos, and every raster image of the site (the mock backend's demo files are not the site's).
/** @type {Record<string, string[]>} each original and the files the build made of it (vite.config.ts) */
const photoRecord = JSON.parse(readFileSync(join(distDir, '.vite/static-photos.json'), 'utf8'))
const filesUnder = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => RASTER.test(file) && statSync(file).isFile())
const widthOf = async (/** @type {string} */ file) => (await sharp(file).metadata()).width ?? 0
const photos = []
for (const original of existsSync(join(ROOT, PHOTO_ORIGINALS_DIR)) ? filesUnder(join(ROOT, PHOTO_ORIGINALS_DIR)) : []) {
  const name = relative(ROOT, original).split('\\').join('/')
  const originalWidth = await widthOf(original)
  const made = await Promise.all(
    (photoRecord[name] ?? []).map(async (file) => {
      const { format, width = 0 } = await sharp(join(distDir, file)).metadata()
      return { file, format, width, kb: statSync(join(distDir, file)).size / 1024 }
    }),
  )
  photos.push({ original: name, originalWidth, made })
  if (made.length === 0) failures.push(`${name} is not in the build (no WebP or AVIF widths made of it)`)
  if (originalWidth >= SEVERAL_WIDTHS_FROM && new Set(made.map((image) => image.width)).size < 2) {
    failures.push(`${name} (${originalWidth} px) ships in fewer than two widths`)
  }
  for (const image of made) {
    // sharp reports AVIF as heif.
    if (image.format !== 'webp' && image.format !== 'heif') failures.push(`${image.file} is not WebP or AVIF`)
    if (image.width > originalWidth) failures.push(`${image.file} is wider than its original ${name}`)
  }
}
for (const file of filesUnder(distDir).filter((file) => !relative(distDir, file).startsWith('demo-files'))) {
  const width = await widthOf(file)
  const kb = statSync(file).size / 1024
  const name = relative(distDir, file)
  if (width > STATIC_IMAGE_MAX_WIDTH) failures.push(`${name} is ${width} px wide, over ${STATIC_IMAGE_MAX_WIDTH} px`)
  if (kb > STATIC_IMAGE_BUDGET_KB) failures.push(`${name} is ${kb.toFixed(0)} KB, over ${STATIC_IMAGE_BUDGET_KB} KB`)
}

if (asJson) {
  console.log(JSON.stringify({ firstLoadKb, firstLoad: [...firstLoad], pages, photos, failures }, null, 2))
} else {
  console.log(`First-load JavaScript of /: ${firstLoadKb.toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB} KB)`)
  for (const file of firstLoad) console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`)
  console.log('\nEach page: JavaScript before its first render beyond the first load (gzip), guarded code it loads')
  for (const page of pages) {
    console.log(`  ${page.path.padEnd(22)} ${page.kb.toFixed(1).padStart(6)} KB  ${page.loads.join(', ') || '-'}`)
  }
  console.log("\nThe school's own photos: the widths the build made of each original")
  for (const photo of photos) {
    const widths = [...photo.made]
      .sort((a, b) => a.width - b.width)
      .map((image) => `${image.width} px ${image.kb.toFixed(1)} KB`)
      .join(', ')
    console.log(`  ${photo.original} (${photo.originalWidth} px): ${widths || 'none'}`)
  }
}
for (const failure of failures) console.error(`BUDGET: ${failure}`)
process.exitCode = failures.length > 0 ? 1 : 0
