import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { shareImageOf } from '../src/config/share-page-preview.ts'
import { magazineFile } from '../src/content/schemas/magazines.ts'
import { writeSharePhoto } from './share-picture.ts'
import { MAGAZINES_FOLDER, magazineYearsIn } from './site-pages.ts'

/**
 * The link-preview copy of each magazine issue's first page (its cover), made by the build when public/ has none: a
 * magazine added as data alone (a new year's, from the editor) previews with its own cover on WhatsApp, without
 * anyone running scripts/generate-share-images.mjs. The same picture as that script makes of a magazine
 * (build/share-picture.ts): the whole page on the school's colour.
 */

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
    mkdirSync(dirname(target), { recursive: true })
    await writeSharePhoto(root, first.image, 'contain', target)
    written.push(copy)
  }
  return written
}
