import type { Endpoint } from '@/api/endpoints'

/**
 * What a route declares about its page, in its own file (TanStack Router's `staticData`, typed below): the backend
 * calls its first screen needs. The lists that used to repeat it by hand are derived from these declarations
 * (issue 50): the server's data pages (server/render-page.ts) and the first calls the tests check
 * (tests/first-calls.ts), through route-pages.gen.ts, which tests/pages/route-pages.test.ts writes from the routes.
 */
interface PageStaticData {
  /** The backend calls the page's loader starts, which its first screen shows (tests/pages/first-calls.test.tsx). */
  firstCalls?: readonly Endpoint[]
  /** The page's first call is built from its address (an album's `?id=`). */
  firstCallFromTheAddress?: true
  /**
   * The optional server renders the page with its backend data at request time: by default, a page with a first
   * call. `false` for a page whose first screen is the visitor's own words (/search).
   */
  renderedWithData?: false
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    firstCalls?: PageStaticData['firstCalls']
    firstCallFromTheAddress?: PageStaticData['firstCallFromTheAddress']
    renderedWithData?: PageStaticData['renderedWithData']
  }
}

/** A page's row in route-pages.gen.ts: its route's path and its declarations, defaults filled in. */
export interface RoutePage {
  path: string
  firstCalls: readonly Endpoint[]
  firstCallFromTheAddress: boolean
  renderedWithData: boolean
}

/** A route as the router holds it: its full path and its options' `staticData`. */
interface DeclaringRoute {
  fullPath: string
  options: { staticData?: PageStaticData }
}

/** The rows of `routes` (the router's flat list), in path order, the root route left out. */
export function routePagesOf(routes: Iterable<DeclaringRoute>): RoutePage[] {
  return [...routes]
    .filter((route) => route.fullPath.startsWith('/'))
    .map(({ fullPath, options: { staticData = {} } }) => {
      const firstCalls = staticData.firstCalls ?? []
      const firstCallFromTheAddress = staticData.firstCallFromTheAddress === true
      return {
        path: fullPath,
        firstCalls,
        firstCallFromTheAddress,
        renderedWithData: staticData.renderedWithData ?? (firstCalls.length > 0 || firstCallFromTheAddress),
      }
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** The paths of the pages the server renders with their data. */
export function dataPagesOf(pages: readonly RoutePage[]): string[] {
  return pages.filter((page) => page.renderedWithData).map((page) => page.path)
}
