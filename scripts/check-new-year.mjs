#!/usr/bin/env node
// @ts-check
// "A new year without code", checked on a real build: adds the next magazine year and the next
// office-bearer year as data only (two data files, a JPEG scan and a placeholder page image, no code), builds the
// site into a temporary folder, and finds them on it:
//  - /Magazine<year> prerendered, with its title, breadcrumb (the site map's row), page count and own link preview
//    (og:title, og:url, an og:image the build has), its pages shown in Chromium (the scan from its resized widths,
//    never a missing image);
//  - /magazine's card linking to it, sitemap.xml listing it, the site search finding it;
//  - the office-bearer year in /OfficeBearers' year select, its people on the page (the prerendered default, the
//    newest year, and ?year= in Chromium).
// The added files are removed again whatever happens (also on Ctrl-C), and the check fails if any file it touched
// differs afterwards. Chromium: CHROME_PATH, else /usr/bin/chromium (as playwright.config.ts).
// Usage: npm run check:new-year
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import getPort from 'get-port'
import { checkReport } from './check-report.ts'

const ROOT = resolve(import.meta.dirname, '..')
const MAGAZINES = 'src/content/data/magazines'
const OFFICE_BEARERS = 'src/content/data/office-bearers'
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** A file the build writes into the tree (the router plugin's): it must come out as it went in. */
const GENERATED = ['src/routeTree.gen.ts']

/** The newest year a folder's files are named after ("2025.json", "2024-2025.json": 2025). @param {string} folder */
function newestYearIn(folder) {
  const years = readdirSync(join(ROOT, folder))
    .map((name) => /(\d{4})\.json$/.exec(name)?.[1])
    .filter((year) => year !== undefined)
    .map(Number)
  if (years.length === 0) throw new Error(`${folder} has no year's file`)
  return Math.max(...years)
}

const YEAR = newestYearIn(MAGAZINES) + 1
const SESSION = `${YEAR - 1}-${YEAR}`
const BEARER_END = newestYearIn(OFFICE_BEARERS) + 1
const BEARER_YEAR = `${BEARER_END - 1}-${BEARER_END}`
const BEARERS = [
  { photo: '/images/static/portrait-girl.svg', name: 'Newyear Checkgirl', post: 'School Head Girl' },
  { photo: '/images/static/portrait-boy.svg', name: 'Newyear Checkboy', post: 'School Head Boy' },
]

/** The data a school's office would add, as files: path from the project root and content. */
const SCAN = `src/content/photos/magazines/${YEAR}/cover-1.jpg`
const PLACEHOLDER = `public/magazines/${YEAR}/page-001.svg`
const MAGAZINE_FILE = `${MAGAZINES}/${YEAR}.json`
const BEARERS_FILE = `${OFFICE_BEARERS}/${BEARER_YEAR}.json`
const MAGAZINE = {
  year: YEAR,
  session: SESSION,
  pages: [
    // Only the school's scan: no placeholder in public/.
    { image: `/magazines/${YEAR}/cover-1.jpg`, kind: 'cover', number: 1 },
    // Only a placeholder in public/.
    { image: `/magazines/${YEAR}/page-001.svg`, kind: 'page', number: 1 },
  ],
}

const { check, fail, finish } = checkReport()

/** The hash of a file of the tree, or undefined when there is none. @param {string} path */
const hashOf = (path) =>
  existsSync(join(ROOT, path))
    ? createHash('sha256')
        .update(readFileSync(join(ROOT, path)))
        .digest('hex')
    : undefined

/** Files and folders this check added, newest last, so that they are removed in reverse. @type {string[]} */
const added = []
/** Makes the folders of `path` that are missing, noting each. @param {string} path */
function makeFoldersOf(path) {
  const missing = []
  for (let folder = dirname(path); !existsSync(join(ROOT, folder)); folder = dirname(folder)) missing.unshift(folder)
  for (const folder of missing) {
    mkdirSync(join(ROOT, folder))
    added.push(folder)
  }
}
/** @param {string} path @param {string | Buffer} content */
function addFile(path, content) {
  if (existsSync(join(ROOT, path))) throw new Error(`${path} exists already: the check adds it, it does not replace it`)
  makeFoldersOf(path)
  writeFileSync(join(ROOT, path), content)
  added.push(path)
}
function removeAdded() {
  for (const path of added.splice(0).reverse()) rmSync(join(ROOT, path), { recursive: true, force: true })
}

/**
 * Runs `node args…` in the project root; resolves with its output when it exits with 0.
 * @param {string[]} args @returns {Promise<string>}
 */
function run(args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    )
  })
}

/**
 * `vite preview` of `outDir` on `port`, resolved once it answers.
 * @param {string} outDir @param {number} port @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function startPreview(outDir, port) {
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return child
    await new Promise((wait) => setTimeout(wait, 200))
  }
  child.kill('SIGTERM')
  throw new Error(`vite preview of ${outDir} did not answer on port ${port}`)
}

/** The content of a page's meta tag. @param {string} html @param {string} property */
const metaOf = (html, property) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')

/** What the build wrote, read as a visitor without JavaScript (or a link preview) gets it. @param {string} outDir */
function checkBuiltFiles(outDir) {
  const read = (/** @type {string} */ file) =>
    existsSync(join(outDir, file)) ? readFileSync(join(outDir, file), 'utf8') : ''
  const title = `Magazine ${SESSION}`
  const page = read(`Magazine${YEAR}.html`)
  check(page.includes(`data-prerendered-path="/Magazine${YEAR}"`), `/Magazine${YEAR} is prerendered`)
  check(page.includes(`<h1 class="page-title">${title}</h1>`), `/Magazine${YEAR} is headed "${title}"`)
  check(
    /<li>Gallery<\/li><li aria-current="page">([^<]*)<\/li>/.exec(page)?.[1] === title,
    `... in the site map: breadcrumb Gallery > ${title}`,
  )
  check(/Page (?:<!-- -->)?1(?:<!-- -->)? of (?:<!-- -->)?2</.test(page), '... with its 2 pages ("Page 1 of 2")')
  check(metaOf(page, 'og:title')?.startsWith(`${title} | `) === true, `... previews as "${title} | ..." (og:title)`)
  check(metaOf(page, 'og:url')?.endsWith(`/Magazine${YEAR}`) === true, `... at its own address (og:url)`)
  check(metaOf(page, 'og:description')?.includes(`${SESSION}: all 2 pages`) === true, '... with its own description')
  const image = metaOf(page, 'og:image') ?? ''
  const imagePath = image.replace(/^https?:\/\/[^/]+/, '')
  check(
    imagePath === `/images/share/magazines-${YEAR}-cover-1.jpg` && existsSync(join(outDir, imagePath)),
    `... with its cover as the preview image, made by the build (${imagePath})`,
  )
  const list = read('magazine.html')
  check(
    list.includes(`href="/Magazine${YEAR}"`) && list.includes(`>${SESSION}</h2>`),
    `/magazine has the ${SESSION} card linking to it`,
  )
  check(read('sitemap.xml').includes(`/Magazine${YEAR}</loc>`), 'sitemap.xml lists it')
  const bearers = read('OfficeBearers.html')
  check(bearers.includes(`<option value="${BEARER_YEAR}"`), `/OfficeBearers' year select offers ${BEARER_YEAR}`)
  check(
    BEARERS.every((bearer) => bearers.includes(bearer.name)),
    `... and shows its people, the newest year, by default`,
  )
}

/**
 * What `read` gives once no navigation interrupts it: tried again after the page's load state when a navigation
 * destroyed the context mid-read (three tries); null when it never settles.
 * @template T
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<T>} read
 * @returns {Promise<T | null>}
 */
async function settled(page, read) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await read()
    } catch {
      await page.waitForLoadState('load').catch(() => undefined)
    }
  }
  return null
}

/** The built site in Chromium. @param {string} origin */
async function checkInBrowser(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const missing = /** @type {string[]} */ ([])
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`)
    })
    await page.goto(`${origin}/Magazine${YEAR}`)
    await page.getByRole('heading', { level: 1, name: `Magazine ${SESSION}` }).waitFor()
    const shown = async (/** @type {string} */ alt) => {
      const image = page.getByRole('img', { name: alt, includeHidden: true }).first()
      await image.waitFor({ state: 'attached', timeout: 15_000 })
      return image.evaluate(async (element) => {
        /** An <img> (this project's scripts have no DOM types). */
        const img =
          /** @type {{ complete: boolean, naturalWidth: number, currentSrc: string, decode: () => Promise<void> }} */ (
            /** @type {unknown} */ (element)
          )
        await img.decode().catch(() => undefined)
        return { loaded: img.complete && img.naturalWidth > 0, src: img.currentSrc }
      })
    }
    const cover = await shown('Cover 1')
    check(
      cover.loaded && /\/assets\/.+\.webp$/.test(cover.src),
      `/Magazine${YEAR}: the cover shows the scan's resized copy (${cover.src})`,
    )
    const first = await shown('Page 1')
    check(first.loaded && first.src.endsWith(`/magazines/${YEAR}/page-001.svg`), `... page 1 shows its placeholder`)
    check(missing.length === 0, `... nothing missing (${missing.join(', ') || 'no 404'})`)

    await page.goto(`${origin}/search?q=${encodeURIComponent(SESSION)}`)
    const result = page
      .getByRole('region', { name: /^Pages \(\d+\)$/ })
      .getByRole('link', { name: `Magazine ${SESSION}` })
    await result.waitFor({ timeout: 15_000 }).catch(() => undefined)
    check(
      (await result.getAttribute('href').catch(() => null)) === `/Magazine${YEAR}`,
      `the site search finds Magazine ${SESSION}`,
    )

    await page.goto(`${origin}/magazine`)
    const view = page.getByRole('link', { name: new RegExp(`^View magazine ${SESSION}`) })
    await view.waitFor({ timeout: 15_000 }).catch(() => undefined)
    check((await view.getAttribute('href').catch(() => null)) === `/Magazine${YEAR}`, `/magazine's card links to it`)

    // Read once the page has settled: a read during a navigation (the first visit's offline worker taking over)
    // fails with "Execution context was destroyed", which is not what this check is about.
    await page.goto(`${origin}/OfficeBearers?year=${BEARER_YEAR}`, { waitUntil: 'networkidle' })
    const cards = page.getByRole('list', { name: `Office bearers ${BEARER_YEAR}` })
    await cards.waitFor({ timeout: 15_000 }).catch(() => undefined)
    const text = (await settled(page, () => cards.textContent())) ?? ''
    check(
      BEARERS.every((bearer) => text.includes(bearer.name)),
      `/OfficeBearers?year=${BEARER_YEAR} shows its people`,
    )
    const options =
      (await settled(page, () => page.getByRole('combobox', { name: 'Year' }).locator('option').allTextContents())) ??
      []
    check(
      options[0] === BEARER_YEAR && options.length >= 2,
      `... its select lists ${BEARER_YEAR} first (${options.join(', ')})`,
    )
  } finally {
    await browser.close()
  }
}

const touched = [SCAN, PLACEHOLDER, MAGAZINE_FILE, BEARERS_FILE, ...GENERATED]
const before = new Map(touched.map((path) => [path, hashOf(path)]))
const outDir = mkdtempSync(join(tmpdir(), 'check-new-year-'))
/** @type {import('node:child_process').ChildProcess | undefined} */
let preview
const interrupted = () => {
  preview?.kill('SIGTERM')
  removeAdded()
  rmSync(outDir, { recursive: true, force: true })
  process.exit(130)
}
process.once('SIGINT', interrupted)
process.once('SIGTERM', interrupted)

try {
  console.log(`Adding the ${YEAR} magazine (${SESSION}) and the ${BEARER_YEAR} office bearers as data only`)
  addFile(
    SCAN,
    await sharp({ create: { width: 500, height: 680, channels: 3, background: '#2e4a7a' } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  )
  makeFoldersOf(PLACEHOLDER)
  copyFileSync(join(ROOT, 'public/magazines/2024/page-001.svg'), join(ROOT, PLACEHOLDER))
  added.push(PLACEHOLDER)
  addFile(MAGAZINE_FILE, `${JSON.stringify(MAGAZINE, null, 2)}\n`)
  addFile(BEARERS_FILE, `${JSON.stringify({ year: BEARER_YEAR, bearers: BEARERS }, null, 2)}\n`)

  console.log(`Building into ${outDir}`)
  await run([VITE, 'build', '--outDir', outDir, '--emptyOutDir'])
  checkBuiltFiles(outDir)
  const port = await getPort({ host: '127.0.0.1' })
  preview = await startPreview(outDir, port)
  await checkInBrowser(`http://127.0.0.1:${port}`)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
  console.error(error)
} finally {
  preview?.kill('SIGTERM')
  removeAdded()
  rmSync(outDir, { recursive: true, force: true })
  for (const path of touched) check(hashOf(path) === before.get(path), `${path} is as it was`)
}

finish({
  passed: `\nA new year without code: the ${YEAR} magazine and the ${BEARER_YEAR} office bearers are on the site.`,
  failed: (failures) => `\ncheck-new-year: ${failures.length} problem(s)`,
})
