import { asksOnArrival } from '../src/config/route-pages'
import { ROUTE_PAGES } from '../src/config/route-pages.gen'

/**
 * The backend calls a first visit to each page makes, as its route's loader starts them (`firstCalls` in
 * src/config/route-pages.gen.ts, learnt by running the loader): what tests/pages/first-calls.test.tsx checks. A page
 * whose loader starts none makes none. Home's loader waits for the registration banner's call; its popup and the sections below
 * the fold ask with it (tests/home-calls.ts).
 */

/** Every endpoint some page calls first. */
export type FirstCallEndpoint = (typeof ROUTE_PAGES)[number]['firstCalls'][number]

/** The page whose first call is built from its address (an album's `?id=`). */
export const FIRST_CALL_FROM_THE_ADDRESS = onlyPath(ROUTE_PAGES.filter((page) => page.firstCallFromTheAddress))

/** The pages that ask the backend on arrival; every other page's content is fixed. */
export const PAGES_WITH_FIRST_CALLS: ReadonlySet<string> = new Set(
  ROUTE_PAGES.filter(asksOnArrival).map((page) => page.path),
)

const firstCallsByPath = new Map<string, readonly FirstCallEndpoint[]>(
  ROUTE_PAGES.map((page) => [page.path, page.firstCalls]),
)

/** The first calls of `path`, none for a page that declares none. */
export function firstCallsOf(path: string): readonly FirstCallEndpoint[] {
  return firstCallsByPath.get(path) ?? []
}

function onlyPath(pages: readonly { path: string }[]): string {
  const [page, ...others] = pages
  if (!page || others.length > 0) throw new Error('tests/first-calls.ts expects one page whose call is its address')
  return page.path
}
