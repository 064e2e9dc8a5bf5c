import { MAGAZINE_YEARS } from '@/content/magazine-years'
import { sitePages, type Page, type PagePath, type SitePage } from './site-map-rows'

/**
 * Every page of the site (spec section 2) with its title and menu section: the fixed pages and one page per magazine
 * issue (site-map-rows.ts), the issues read from the data files' names (src/content/data/magazines/).
 * The breadcrumb, document titles and the route tests read this list (the menus, menus.ts, list fixed pages). The
 * calls a page makes on arrival are its route loader's (src/routes/), checked by tests/pages/first-calls.test.tsx.
 * Vite code only (it lists a data folder); the build's Node steps read build/site-pages.ts, the same rows.
 */
export type { PagePath }

export const PAGES: readonly SitePage[] = sitePages(MAGAZINE_YEARS)

const pagesByPath = new Map<string, Page>(PAGES.map((page) => [page.path, page]))

export function pageOf(path: string): Page | undefined {
  return pagesByPath.get(path)
}

/** A page of the site whose path differs from `path` only in letter case (for the not-found page). */
export function pageMatchingIgnoringCase(path: string): Page | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase()
  return PAGES.find((page) => page.path.toLowerCase() === wanted)
}
