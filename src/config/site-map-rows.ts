/**
 * The rows of the site map (spec section 2), as plain data that any code can read: the browser's site map
 * (site-map.ts) and the build's Node steps (prerender, sitemap.xml) and browser tests, which cannot list the data
 * folder the way Vite does (build/site-pages.ts lists it for them). Each page's title and section are its route's
 * declaration (src/routes/, `staticData`), read from route-pages.gen.ts. Each magazine issue adds a row of its own,
 * made from its year: a new year's magazine is a data file (src/content/data/magazines/), never a row written here.
 */
import { magazinePath, type MagazinePath } from '../content/magazine-path.ts'
import { ROUTE_PAGES } from './route-pages.gen.ts'
import { hasParameter, type Section } from './route-pages.ts'

export { magazinePath, type MagazinePath }

export interface Page {
  path: string
  title: string
  /** The breadcrumb's middle crumb; undefined for pages that sit directly under Home. */
  section?: Section
}

/** A route's row with a title: every route's but the magazine issues' one. */
type FixedRoutePage = Extract<(typeof ROUTE_PAGES)[number], { title: string }>

/** Every page of the site but the magazine issues, in path order. */
const FIXED_PAGES = ROUTE_PAGES.filter(
  (page): page is FixedRoutePage => 'title' in page && !hasParameter(page.path),
).map(({ path, title, ...page }) => ('section' in page ? { path, title, section: page.section } : { path, title }))

/** The magazine issues' route (/Magazine{$year}): its section is each issue's. */
const MAGAZINE_ISSUES_SECTION = ROUTE_PAGES.find((page) => hasParameter(page.path) && page.path.startsWith('/Magazine'))

/** The path of a fixed page: a route of its own, which a link names as it is (`<Link to="/about">`). */
export type FixedPagePath = (typeof FIXED_PAGES)[number]['path']

/** A path of the site map: a fixed page's, or a magazine issue's. */
export type PagePath = FixedPagePath | MagazinePath

/** A row of the site map. */
export interface SitePage extends Page {
  path: PagePath
}

/**
 * A magazine issue's row. Its title names the session that ends in its year, as the issue's data file does (its
 * schema, src/content/schemas/magazines.ts, holds the file to that).
 */
function magazinePage(year: number): SitePage {
  const title = `Magazine ${year - 1}-${year}`
  const section =
    MAGAZINE_ISSUES_SECTION && 'section' in MAGAZINE_ISSUES_SECTION ? MAGAZINE_ISSUES_SECTION.section : undefined
  return section ? { path: magazinePath(year), title, section } : { path: magazinePath(year), title }
}

/** The site map's rows: the fixed pages, with a row for each magazine year, oldest first, after /magazine. */
export function sitePages(magazineYears: readonly number[]): readonly SitePage[] {
  const issues = [...magazineYears].sort((a, b) => a - b).map(magazinePage)
  return FIXED_PAGES.flatMap((page): SitePage[] => (page.path === '/magazine' ? [page, ...issues] : [page]))
}

/**
 * Rows of the site map that are not pages on their own (their routes say `standalone: false`): /SubGallery needs the
 * ?id= of an album (the albums are linked from /Gallery), and /search shows the results of a visitor's words.
 * sitemap.xml leaves them out, and so do the site search's results.
 */
export const NOT_STANDALONE_PAGES: ReadonlySet<string> = new Set(
  ROUTE_PAGES.filter((page) => !page.standalone).map((page) => page.path),
)
