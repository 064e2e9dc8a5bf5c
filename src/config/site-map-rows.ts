/**
 * The rows of the site map (spec section 2), as plain data that any code can read: the browser's site map
 * (site-map.ts) and the build's Node steps (prerender, sitemap.xml) and browser tests, which cannot list the data
 * folder the way Vite does (build/site-pages.ts lists it for them). Each page's title and section are its route's
 * declaration (src/routes/, `staticData`), read from route-pages.gen.ts. Each magazine issue adds a row of its own,
 * made from its year: a new year's magazine is a data file (src/content/data/magazines/), never a row written here.
 */
import { magazinePath, type MagazinePath } from '../content/magazine-path.ts'
import { ROUTE_PAGES } from './route-pages.gen.ts'
import { hasParameter, type RoutePage, type Section } from './route-pages.ts'

export { magazinePath, type MagazinePath }

export interface Page {
  path: string
  title: string
  /** The breadcrumb's middle crumb; undefined for pages that sit directly under Home. */
  section?: Section
}

/** A route's row with a title: every route's but the magazine issues' one. */
type FixedRoutePage = Extract<(typeof ROUTE_PAGES)[number], { title: string }>

/** The path of a fixed page: a route of its own, which a link names as it is (`<Link to="/about">`). */
export type FixedPagePath = FixedRoutePage['path']

/** A path of the site map: a fixed page's, or a magazine issue's. */
export type PagePath = FixedPagePath | MagazinePath

/** A row of the site map. */
export interface SitePage extends Page {
  path: PagePath
}

const rowOf = ({ path, title, section }: Page): Page => (section ? { path, title, section } : { path, title })

/**
 * The site map's rows made from the routes' rows (route-pages.gen.ts): each route's page but the magazine issues'
 * route, in path order, with a row for each magazine year, oldest first, after /magazine. A magazine issue's title
 * names the session that ends in its year, as the issue's data file does (its schema,
 * src/content/schemas/magazines.ts, holds the file to that); its section is its route's.
 */
export function sitePagesOf(routePages: readonly RoutePage[], magazineYears: readonly number[]): Page[] {
  const issuesRoute = routePages.find((page) => hasParameter(page.path) && page.path.startsWith('/Magazine'))
  const issues = [...magazineYears]
    .sort((a, b) => a - b)
    .map((year) =>
      rowOf({ path: magazinePath(year), title: `Magazine ${year - 1}-${year}`, section: issuesRoute?.section }),
    )
  return routePages
    .filter((page): page is RoutePage & { title: string } => page.title !== undefined && !hasParameter(page.path))
    .map(rowOf)
    .flatMap((page) => (page.path === '/magazine' ? [page, ...issues] : [page]))
}

const FIXED_PATHS: ReadonlySet<string> = new Set(ROUTE_PAGES.map((page) => page.path))
const isSitePage = (page: Page): page is SitePage => FIXED_PATHS.has(page.path) || /^\/Magazine\d+$/.test(page.path)

/** The site map's rows: the routes' pages, with a row for each magazine year. */
export function sitePages(magazineYears: readonly number[]): readonly SitePage[] {
  return sitePagesOf(ROUTE_PAGES, magazineYears).filter(isSitePage)
}

/**
 * Pages that are not pages on their own (their routes say `standalone: false`): /SubGallery needs the ?id= of an
 * album (the albums are linked from /Gallery), and /search shows the results of a visitor's words. sitemap.xml
 * leaves them out, and so do the site search's results.
 */
export const notStandalonePagesOf = (routePages: readonly RoutePage[]): ReadonlySet<string> =>
  new Set(routePages.filter((page) => !page.standalone).map((page) => page.path))

export const NOT_STANDALONE_PAGES = notStandalonePagesOf(ROUTE_PAGES)
