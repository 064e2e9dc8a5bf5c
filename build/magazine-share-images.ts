import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { shareImageOf } from '../src/config/share-page-preview.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../src/config/share-preview.ts'
import { magazineFile } from '../src/content/schemas/magazines.ts'
import { originalPhotoOf } from '../src/content/schemas/photo-path.ts'
import { MAGAZINES_FOLDER, magazineYearsIn } from './site-pages.ts'

/**
 * The link-preview copy of each magazine issue's first page (its cover), made by the build when public/ has none: a
 * magazine added as data alone (a new year's, from the editor) previews with its own cover on WhatsApp, without
 * anyone running scripts/generate-share-images.mjs. The same picture as that script makes of a magazine: the whole
 * page on the school's colour, JPEG, SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT, from the school's scan when there is
 * one (src/content/photos/), else the placeholder (public/).
 */

/** The school's colour (scripts/generate-share-images.mjs). */
const MAROON = '#7a1f2b'
const JPEG_QUALITY = 80
/** Renders an SVG placeholder sharp enough for SHARE_IMAGE_WIDTH. */
const SVG_DENSITY = 300
/** WhatsApp skips a preview image much above this. */
const MAX_BYTES = 300 * 1024

/**
 * Writes into `outDir` the preview copy of each magazine's first page that neither public/ nor `outDir` has, and
 * returns their paths on the site.
 */
export async function writeMissingMagazineShareImages(root: string, outDir: string): Promise<string[]> {
  const written: string[] = []
  for (const year of magazineYearsIn(root)) {
    // Checked when the build started; parsed here with the same schema, for its type.
    const file = join(root, MAGAZINES_FOLDER, `${year}.json`)
    const first = magazineFile.parse(JSON.parse(readFileSync(file, 'utf8'))).pages[0]
    if (!first) continue
    const copy = shareImageOf({ src: first.image, alt: '' }).src
    const target = join(outDir, copy)
    if (existsSync(join(root, 'public', copy)) || existsSync(target)) continue
    const source = originalPhotoOf(first.image, root) ?? join(root, 'public', first.image)
    mkdirSync(dirname(target), { recursive: true })
    await sharp(source, source.toLowerCase().endsWith('.svg') ? { density: SVG_DENSITY } : {})
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'contain', background: MAROON })
      .flatten({ background: MAROON })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toFile(target)
    if (statSync(target).size > MAX_BYTES) throw new Error(`${copy} is over ${MAX_BYTES} bytes`)
    written.push(copy)
  }
  return written
}
