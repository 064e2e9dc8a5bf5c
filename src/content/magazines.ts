/**
 * The school magazines (spec: Magazines and Magazine viewers; section 9 for the page counts): one data file per
 * issue in src/content/data/magazines/, named after its year (2025.json), checked by the build against
 * src/content/schemas/magazines.ts. A new year's magazine is a new file: its page /Magazine2026, its card on
 * /magazine, the site map, the sitemap, the search and its link preview follow from it.
 *
 * Each issue's pages are listed in book order. Page numbers are the numbers printed on the pages; the 2023 issue
 * skips a few of them, so a page's position in the book and its number are different things and nothing may assume
 * the numbers are contiguous. A page's image is a public path: a placeholder in public/magazines/<year>/
 * (scripts/generate-magazine-pages.mjs), or the school's scan in src/content/photos/magazines/<year>/ under the same
 * name with its own extension, which the build resizes (magazine-photos.ts).
 */

import ISSUES from 'content:magazines/*.json'
import { magazinePath, type MagazinePath } from './magazine-path'
import { magazinePhotoSources } from './magazine-photos'
import type { MagazineFile } from './schemas/magazines'

type MagazinePageData = MagazineFile['pages'][number]

interface MagazinePage {
  /**
   * What an <img> loads: the placeholder's path, or the fallback width of the school's scan when there is one
   * (static-photo-sources.ts), so a page whose only file is the scan is never a missing image.
   */
  src: string
  /** The widths the build made of the school's scan of the page, when there is one: a browser then never loads `src`. */
  srcSet?: string
  /** The page's public path as its data file names it (the link preview's copy is named after it). */
  image: string
  /** Text alternative of the page image. */
  alt: string
  kind: MagazinePageData['kind']
  /** The cover's position (1-4) or the number printed on the page. */
  number: number
}

export interface MagazineIssue {
  year: number
  /** The school session the issue covers, as the site shows it: "2023-2024". */
  session: string
  /** The route of the issue's viewer. */
  path: MagazinePath
  pages: readonly MagazinePage[]
}

function pageOf({ image, kind, number }: MagazinePageData): MagazinePage {
  const { src, srcSet } = magazinePhotoSources(image)
  return { src, srcSet, image, alt: `${kind === 'cover' ? 'Cover' : 'Page'} ${number}`, kind, number }
}

function issueOf({ year, session, pages }: MagazineFile): MagazineIssue {
  return { year, session, path: magazinePath(year), pages: pages.map(pageOf) }
}

/**
 * Newest first: the order of the yearly cards on /magazine. Every issue's file, read with the page that shows it
 * (never in the first load: magazine-years.ts has the years).
 */
export const MAGAZINE_ISSUES: readonly MagazineIssue[] = ISSUES.map(issueOf).sort((a, b) => b.year - a.year)

const issuesByYear = new Map(MAGAZINE_ISSUES.map((issue) => [issue.year, issue]))

/** The issue of a year, or undefined when there is no magazine for that year. */
export function magazineIssueOf(year: number): MagazineIssue | undefined {
  return issuesByYear.get(year)
}
