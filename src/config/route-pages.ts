import type { Endpoint } from '../api/endpoints.ts'
import type { PushTopic } from './push-topics.ts'

/** A page's menu section: the breadcrumb's middle crumb. */
export type Section = 'School' | 'Academics' | 'Facilities' | 'Results' | 'Gallery' | 'News & Events' | 'Parents'

/**
 * What a route declares about its page, in its own file (TanStack Router's `staticData`). The lists that
 * used to repeat it by hand are derived from these declarations: the site map's rows (site-map-rows.ts:
 * titles, breadcrumbs, the prerender, sitemap.xml, the nginx host's pages), the server's data pages
 * (server/render-page.ts) and the first calls the tests check (tests/first-calls.ts), through route-pages.gen.ts,
 * which build/route-pages-plugin.ts writes from the routes. The router's `StaticDataRouteOption` is this
 * (src/router.tsx).
 */
export interface PageStaticData {
  /** The page's title: its heading, the document title and its breadcrumb (spec section 2). */
  title?: string
  /** Its menu section; none for a page directly under Home. */
  section?: Section
  /** The page's first call is built from its address (an album's `?id=`). */
  firstCallFromTheAddress?: true
  /**
   * The optional server renders the page with its backend data at request time: by default, a page with a first
   * call. `false` for a page whose first screen is the visitor's own words (/search).
   */
  renderedWithData?: false
  /** `false`: not a page on its own (it needs its address's search), left out of sitemap.xml and the site search. */
  standalone?: false
  /**
   * The notification topic a parent looks for here: "Notify me" beside the heading suggests it (PageShell), and a
   * notification of several new items of that topic opens this page (server/push/new-items.ts).
   */
  notifyTopic?: PushTopic
}

/** A page's row in route-pages.gen.ts: its route's path and its declarations, defaults filled in. */
export interface RoutePage {
  path: string
  /** Absent only for a route with a parameter (the magazine issues, whose titles are their years'). */
  title?: string
  section?: Section
  /**
   * The backend calls the page's loader starts when the page is rendered with its data, which its first screen shows
   * (tests/pages/first-calls.test.tsx): learnt by running the loader (build/app-route-pages.ts), never written twice.
   */
  firstCalls: readonly Endpoint[]
  firstCallFromTheAddress: boolean
  renderedWithData: boolean
  standalone: boolean
  notifyTopic?: PushTopic
  /** Its search params' name, when its route's `validateSearch` is one of PAGE_SEARCH (src/shared/page-search.ts). */
  search?: string
}

/** A route as the router holds it: its full path and its options' `staticData`. */
interface DeclaringRoute {
  fullPath: string
  options: { staticData?: PageStaticData; validateSearch?: unknown }
}

/** Whether `path` has a parameter (`/Magazine{$year}`): one route for many pages. */
export const hasParameter = (path: string) => path.includes('$')

/**
 * The rows of `routes` (the router's flat list), in path order, the root route left out. `searchNameOf` names a
 * route's `validateSearch` (src/shared/page-search.ts, pageSearchNameOf) and `firstCallsOf` gives the calls a page's
 * loader starts (build/app-route-pages.ts runs the loaders): given by the caller, as this module is also read by
 * Node steps that cannot load the schemas.
 */
export function routePagesOf(
  routes: Iterable<DeclaringRoute>,
  searchNameOf: (validateSearch: unknown) => string | undefined = () => undefined,
  firstCallsOf: (path: string) => readonly Endpoint[] = () => [],
): RoutePage[] {
  return [...routes]
    .filter((route) => route.fullPath.startsWith('/'))
    .map(({ fullPath, options: { staticData = {}, validateSearch } }) => {
      if (staticData.title === undefined && !hasParameter(fullPath)) {
        throw new Error(`The route ${fullPath} declares no title (staticData.title)`)
      }
      const firstCalls = firstCallsOf(fullPath)
      const firstCallFromTheAddress = staticData.firstCallFromTheAddress === true
      const search = searchNameOf(validateSearch)
      return {
        path: fullPath,
        ...(staticData.title === undefined ? {} : { title: staticData.title }),
        ...(staticData.section === undefined ? {} : { section: staticData.section }),
        firstCalls,
        firstCallFromTheAddress,
        renderedWithData: staticData.renderedWithData ?? asksOnArrival({ firstCalls, firstCallFromTheAddress }),
        standalone: staticData.standalone ?? true,
        ...(staticData.notifyTopic === undefined ? {} : { notifyTopic: staticData.notifyTopic }),
        ...(search === undefined ? {} : { search }),
      }
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** Whether a page asks the backend on arrival: a first call of its own, or one built from its address. */
export const asksOnArrival = (page: Pick<RoutePage, 'firstCalls' | 'firstCallFromTheAddress'>) =>
  page.firstCalls.length > 0 || page.firstCallFromTheAddress

/** The paths of the pages the server renders with their data. */
export function dataPagesOf(pages: readonly RoutePage[]): string[] {
  return pages.filter((page) => page.renderedWithData).map((page) => page.path)
}
