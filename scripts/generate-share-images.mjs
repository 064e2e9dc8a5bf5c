#!/usr/bin/env node
// @ts-check
// Writes the link-preview images of public/images/share/ (src/config/share-preview.ts, share-page-preview.ts): each
// page's preview picture of the photo it leads with (build/share-picture.ts, which the build uses too), plus the
// school's image (crest and name) and a PNG of the crest for the schema.org logo. Generated placeholders: run again
// after replacing a photo or the logo.
// `node scripts/generate-share-images.mjs`
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { writeShareJpeg, writeSharePhoto } from '../build/share-picture.ts'
import { ACCENT_COLOUR, BRAND_COLOUR } from '../src/config/design-tokens.ts'
import {
  SCHOOL_SHARE_IMAGE,
  SHARE_IMAGE_DIR,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
} from '../src/config/share-preview.ts'
import { SCHOOL_NAME } from '../src/config/site.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')
const OUT = join(PUBLIC, 'images/share')

const LOGO_SIZE = 512
/** Renders the crest (64 px wide) sharp enough for LOGO_SIZE. */
const LOGO_DENSITY = 72 * 16

/** The magazines' data files (src/content/data/magazines/<year>.json): each issue previews with its first page. */
const MAGAZINES = join(ROOT, 'src/content/data/magazines')

/** The first page of each magazine issue, by its public path. */
function magazineFirstPages() {
  return readdirSync(MAGAZINES)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      /** @type {{ pages: { image: string }[] }} */
      const issue = JSON.parse(readFileSync(join(MAGAZINES, name), 'utf8'))
      const first = issue.pages[0]
      if (!first) throw new Error(`${name} has no pages`)
      return first.image
    })
}

/**
 * The photos pages lead with, by their placeholder's path: keep in step with the pages' loaders (src/routes/), which
 * name the preview copy with shareImageOf; tests/unit/page-head.test.ts checks every page's image exists. The
 * magazines' come from their data files (the build makes a new issue's until this script is run again,
 * build/magazine-share-images.ts).
 * `fit`: 'cover' fills the frame (scenes), 'contain' shows the whole page on the school's colour (magazines).
 * @type {{ src: string, fit: 'cover' | 'contain' }[]}
 */
const PHOTOS = [
  { src: '/images/static/school-building.svg', fit: 'cover' },
  { src: '/images/static/camp-tents.svg', fit: 'cover' },
  { src: '/images/static/biology-lab-1.svg', fit: 'cover' },
  { src: '/images/static/library-1.svg', fit: 'cover' },
  { src: '/images/static/childrens-park-1.svg', fit: 'cover' },
  { src: '/images/static/erp-school-management.svg', fit: 'cover' },
  ...magazineFirstPages().map((src) => ({ src, fit: /** @type {const} */ ('contain') })),
]

/** @param {string} publicPath @param {number} bytes */
const wrote = (publicPath, bytes) => console.log(`wrote public${publicPath} (${Math.round(bytes / 1024)} KB)`)

/**
 * The preview copy's path on the site, as shareImageOf of src/config/share-page-preview.ts names it (that module's
 * imports are the bundler's, not Node's). tests/unit/page-head.test.ts checks every page's copy exists.
 * @param {string} src
 */
const shareCopyOf = (src) =>
  `${SHARE_IMAGE_DIR}/${src
    .replace(/^\/(images\/static\/)?/, '')
    .replaceAll('/', '-')
    .replace(/\.[^.]+$/, '')}.jpg`

/** @param {{ src: string, fit: 'cover' | 'contain' }} photo */
async function sharePhoto({ src, fit }) {
  const copy = shareCopyOf(src)
  wrote(copy, await writeSharePhoto(ROOT, src, fit, join(PUBLIC, copy)))
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The school's image: the crest on the school's colour, and its name (split before "&" if it is long). */
async function schoolImage() {
  const crestSize = 360
  const crest = await sharp(join(ROOT, 'public/logo.svg'), { density: LOGO_DENSITY })
    .resize(crestSize, crestSize)
    .png()
    .toBuffer()
  const name = SCHOOL_NAME
  const lines = name.length > 20 && name.includes(' & ') ? name.replace(' & ', ' &\n').split('\n') : [name]
  const text = lines
    .map((line, index) => `<tspan x="500" dy="${index === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('')
  const firstLineY = 315 - ((lines.length - 1) * 72) / 2
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">
    <rect width="100%" height="100%" fill="${BRAND_COLOUR}"/>
    <rect x="0" y="${SHARE_IMAGE_HEIGHT - 24}" width="100%" height="24" fill="${ACCENT_COLOUR}"/>
    <text x="500" y="${firstLineY + 20}" fill="#fff" font-family="DejaVu Serif, Liberation Serif, serif" font-size="58" font-weight="bold">${text}</text>
  </svg>`
  const image = sharp(Buffer.from(overlay)).composite([
    { input: crest, left: 80, top: (SHARE_IMAGE_HEIGHT - crestSize) / 2 },
  ])
  wrote(SCHOOL_SHARE_IMAGE.src, await writeShareJpeg(image, join(PUBLIC, SCHOOL_SHARE_IMAGE.src)))
}

async function logoPng() {
  const target = join(OUT, 'logo.png')
  await sharp(join(ROOT, 'public/logo.svg'), { density: LOGO_DENSITY })
    .resize(LOGO_SIZE, LOGO_SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toFile(target)
  console.log(`wrote public/images/share/logo.png (${Math.round(statSync(target).size / 1024)} KB)`)
}

mkdirSync(OUT, { recursive: true })
await schoolImage()
await logoPng()
for (const photo of PHOTOS) await sharePhoto(photo)
