#!/usr/bin/env node
// @ts-check
// Writes the link-preview images of public/images/share/ (src/config/share-preview.ts, share-page-preview.ts): WhatsApp and Facebook show
// neither SVG nor very large files, so each page's preview image is a JPEG of SHARE_WIDTH × SHARE_HEIGHT under
// MAX_BYTES, made with sharp from the photo the page leads with (the school's own original in src/content/photos/
// when there is one, else the generated placeholder in public/), plus the school's image (crest and name) and a PNG
// of the crest for the schema.org logo. Generated placeholders: run again after replacing a photo or the logo.
// `node scripts/generate-share-images.mjs`
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'public/images/share')

/** The preview size (src/config/share-preview.ts: SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT). */
const SHARE_WIDTH = 1200
const SHARE_HEIGHT = 630
/** WhatsApp skips a preview image much above this. */
const MAX_BYTES = 300 * 1024
const JPEG_QUALITY = 80
const LOGO_SIZE = 512
/** The school's colours (index.html's theme colour, the crest). */
const MAROON = '#7a1f2b'
const GOLD = '#f2c94c'
/** Renders the SVG placeholders sharp enough for 1200 px (they are 500 to 640 px wide; the crest 64). */
const SVG_DENSITY = 300
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

const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'JPG', 'JPEG', 'PNG', 'WEBP']

/** The same name as shareImageOf in src/config/share-page-preview.ts. @param {string} src */
const shareNameOf = (src) =>
  src
    .replace(/^\/(images\/static\/)?/, '')
    .replaceAll('/', '-')
    .replace(/\.[^.]+$/, '')

/** The school's own photo for a placeholder (src/content/static-photo-sources.ts), else the placeholder. @param {string} src */
function sourceOf(src) {
  const stem = src.replace(/\.[^./]+$/, '')
  const original = ORIGINAL_EXTENSIONS.map((ext) => join(ROOT, 'src/content/photos', `${stem}.${ext}`)).find(existsSync)
  return original ?? join(ROOT, 'public', src)
}

/** @param {string} file */
const isSvg = (file) => file.endsWith('.svg')

/** @param {import('sharp').Sharp} image @param {string} name */
async function writeJpeg(image, name) {
  const target = join(OUT, `${name}.jpg`)
  await image.flatten({ background: MAROON }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(target)
  const bytes = statSync(target).size
  if (bytes > MAX_BYTES) throw new Error(`${target} is ${bytes} bytes, more than ${MAX_BYTES}`)
  console.log(`wrote public/images/share/${name}.jpg (${Math.round(bytes / 1024)} KB)`)
}

/** @param {{ src: string, fit: 'cover' | 'contain' }} photo */
async function sharePhoto({ src, fit }) {
  const source = sourceOf(src)
  const input = sharp(source, isSvg(source) ? { density: SVG_DENSITY } : {})
  await writeJpeg(input.resize(SHARE_WIDTH, SHARE_HEIGHT, { fit, background: MAROON }), shareNameOf(src))
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** SCHOOL_NAME of src/config/site.ts (a plain literal there). */
function schoolName() {
  const match = /export const SCHOOL_NAME = "([^"]+)"|export const SCHOOL_NAME = '([^']+)'/.exec(
    readFileSync(join(ROOT, 'src/config/site.ts'), 'utf8'),
  )
  const name = match?.[1] ?? match?.[2]
  if (!name) throw new Error('SCHOOL_NAME not found in src/config/site.ts')
  return name
}

/** The school's image: the crest on the school's colour, and its name (split before "&" if it is long). */
async function schoolImage() {
  const crestSize = 360
  const crest = await sharp(join(ROOT, 'public/logo.svg'), { density: LOGO_DENSITY })
    .resize(crestSize, crestSize)
    .png()
    .toBuffer()
  const name = schoolName()
  const lines = name.length > 20 && name.includes(' & ') ? name.replace(' & ', ' &\n').split('\n') : [name]
  const text = lines
    .map((line, index) => `<tspan x="500" dy="${index === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('')
  const firstLineY = 315 - ((lines.length - 1) * 72) / 2
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
    <rect width="100%" height="100%" fill="${MAROON}"/>
    <rect x="0" y="${SHARE_HEIGHT - 24}" width="100%" height="24" fill="${GOLD}"/>
    <text x="500" y="${firstLineY + 20}" fill="#fff" font-family="DejaVu Serif, Liberation Serif, serif" font-size="58" font-weight="bold">${text}</text>
  </svg>`
  const image = sharp(Buffer.from(overlay)).composite([{ input: crest, left: 80, top: (SHARE_HEIGHT - crestSize) / 2 }])
  await writeJpeg(image, 'school')
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
