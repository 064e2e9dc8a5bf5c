/**
 * The school magazines (spec: Magazines and Magazine viewers; section 9 for the page counts).
 *
 * Each issue's pages are listed in book order. Page numbers are the numbers printed on the pages; the 2023
 * issue skips a few of them, so a page's position in the book and its number are different things and
 * nothing may assume the numbers are contiguous. The images in public/magazines/ are lightweight generated
 * placeholders (scripts/generate-magazine-pages.mjs), to be replaced by the school's scans of the same names.
 */

import { magazinePhotoSources } from './magazine-photos'

export type MagazineYear = 2023 | 2024 | 2025

interface MagazinePage {
  /** Site path of the page image (the placeholder's, also when the school's scan replaces it). */
  src: string
  /**
   * The widths the build made of the school's scan of the page, when there is one (static-photo-sources.ts): a
   * browser then never loads `src`.
   */
  srcSet?: string
  /** Text alternative of the page image. */
  alt: string
  kind: 'cover' | 'page'
  /** The cover's position (1-4) or the number printed on the page. */
  number: number
}

export interface MagazineIssue {
  year: MagazineYear
  /** The school session the issue covers, as the site shows it: "2023-2024". */
  session: string
  /** The route of the issue's viewer. */
  path: '/Magazine2023' | '/Magazine2024' | '/Magazine2025'
  pages: readonly MagazinePage[]
}

interface IssueLayout {
  year: MagazineYear
  session: string
  path: MagazineIssue['path']
  /** Cover images that come before the numbered pages. */
  covers: number
  /** The highest printed page number. */
  lastPage: number
  /** Printed numbers with no page in the issue. */
  missingPages: readonly number[]
}

function pagesOf(layout: IssueLayout): MagazinePage[] {
  const folder = `/magazines/${layout.year}`
  const pages: MagazinePage[] = []
  for (let cover = 1; cover <= layout.covers; cover += 1) {
    const src = `${folder}/cover-${cover}.svg`
    pages.push({ src, srcSet: magazinePhotoSources(src).srcSet, alt: `Cover ${cover}`, kind: 'cover', number: cover })
  }
  const missing = new Set(layout.missingPages)
  for (let number = 1; number <= layout.lastPage; number += 1) {
    if (missing.has(number)) continue
    const src = `${folder}/page-${String(number).padStart(3, '0')}.svg`
    pages.push({
      src,
      srcSet: magazinePhotoSources(src).srcSet,
      alt: `Page ${number}`,
      kind: 'page',
      number,
    })
  }
  return pages
}

function issueOf(layout: IssueLayout): MagazineIssue {
  return { year: layout.year, session: layout.session, path: layout.path, pages: pagesOf(layout) }
}

/** Keep in step with scripts/generate-magazine-pages.mjs (the unit tests check that the files exist). */
export const MAGAZINES: Readonly<Record<MagazineYear, MagazineIssue>> = {
  2025: issueOf({
    year: 2025,
    session: '2024-2025',
    path: '/Magazine2025',
    covers: 0,
    lastPage: 160,
    missingPages: [],
  }),
  2024: issueOf({
    year: 2024,
    session: '2023-2024',
    path: '/Magazine2024',
    covers: 0,
    lastPage: 160,
    missingPages: [],
  }),
  // Four cover images, then pages numbered up to 140 with a few numbers missing.
  2023: issueOf({
    year: 2023,
    session: '2022-2023',
    path: '/Magazine2023',
    covers: 4,
    lastPage: 140,
    missingPages: [27, 28, 73, 118],
  }),
}

/** Newest first: the order of the yearly cards on /magazine. */
export const MAGAZINE_ISSUES: readonly MagazineIssue[] = [MAGAZINES[2025], MAGAZINES[2024], MAGAZINES[2023]]
