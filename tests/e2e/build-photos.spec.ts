import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { expect, test } from './fixtures'

/**
 * The photos of the build under test (no browser: what the build wrote). The school's own photos
 * (src/content/photos) ship as WebP or AVIF in the widths the pages ask for (vite.config.ts records which files it
 * made of each original); no raster image of the site is wider or heavier than a phone should fetch.
 */
const DIST = process.env.E2E_DIST ?? 'dist'
const PHOTO_ORIGINALS_DIR = 'src/content/photos'
const STATIC_IMAGE_MAX_WIDTH = 1920
const STATIC_IMAGE_BUDGET_KB = 300
/** An original at least this wide ships in two widths or more: a phone's and a larger screen's. */
const SEVERAL_WIDTHS_FROM = 640
const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i

const rasterFilesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => RASTER.test(file) && statSync(file).isFile())

test("the school's photos ship as WebP or AVIF in several widths, never wider than their original", async () => {
  const made = JSON.parse(readFileSync(join(DIST, '.vite/static-photos.json'), 'utf8')) as Record<string, string[]>
  const problems: string[] = []
  const originals = existsSync(PHOTO_ORIGINALS_DIR) ? rasterFilesUnder(PHOTO_ORIGINALS_DIR) : []
  expect(originals.length).toBeGreaterThan(0)
  for (const original of originals) {
    const name = original.split('\\').join('/')
    const { width: originalWidth = 0 } = await sharp(original).metadata()
    const files = made[name] ?? []
    if (files.length === 0) problems.push(`${name} is not in the build`)
    const widths = new Set<number>()
    for (const file of files) {
      // sharp reports AVIF as heif.
      const { format, width = 0 } = await sharp(join(DIST, file)).metadata()
      widths.add(width)
      if (format !== 'webp' && format !== 'heif') problems.push(`${file} is ${format}, not WebP or AVIF`)
      if (width > originalWidth) problems.push(`${file} is wider than its original ${name}`)
    }
    if (originalWidth >= SEVERAL_WIDTHS_FROM && widths.size < 2) {
      problems.push(`${name} (${originalWidth} px) ships in fewer than two widths`)
    }
  }
  expect(problems).toEqual([])
})

test(`no image of the site is wider than ${STATIC_IMAGE_MAX_WIDTH} px or heavier than ${STATIC_IMAGE_BUDGET_KB} KB`, async () => {
  const problems: string[] = []
  // The mock backend's demo files are the backend's, not the site's.
  for (const file of rasterFilesUnder(DIST).filter((file) => !relative(DIST, file).startsWith('demo-files'))) {
    const { width = 0 } = await sharp(file).metadata()
    const kb = statSync(file).size / 1024
    if (width > STATIC_IMAGE_MAX_WIDTH) problems.push(`${file} is ${width} px wide`)
    if (kb > STATIC_IMAGE_BUDGET_KB) problems.push(`${file} is ${kb.toFixed(0)} KB`)
  }
  expect(problems).toEqual([])
})
