import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sitePages, type SitePage } from '../src/config/site-map-rows.ts'
import { CONTENT_DATA_FOLDER } from '../src/content/schemas/data-folder.ts'

/**
 * The site map's rows for Node code (the build's prerender and sitemap.xml, the browser tests): the same rows as
 * src/config/site-map.ts, whose magazine years Vite reads from the data folder's file names, read here from the
 * folder itself. A magazine's file is named after its year (the content check holds it to that: 2025.json).
 */

/** The folder of the magazines' data files, from the project's root. */
export const MAGAZINES_FOLDER = join(CONTENT_DATA_FOLDER, 'magazines')

/** The years of the magazines' data files under `root`. */
export function magazineYearsIn(root: string): number[] {
  const folder = join(root, MAGAZINES_FOLDER)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .map((name) => /^(\d{4})\.json$/.exec(name)?.[1])
    .filter((year) => year !== undefined)
    .map(Number)
}

/** Every page of the site map, the magazine issues read from the data folder under `root` (the project's root). */
export function sitePagesIn(root: string = process.cwd()): readonly SitePage[] {
  return sitePages(magazineYearsIn(root))
}
