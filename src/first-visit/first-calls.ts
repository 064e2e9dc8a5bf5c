import type { Endpoint } from '../api/endpoints'
import { FROM_THE_ADDRESS, pageOf, type PAGES } from '../config/site-map.ts'

/**
 * A page's first calls, as its row of the site map declares them (src/config/site-map.ts, `firstCalls`). Two
 * readers: the page's route loader starts them (prefetch.ts), and on a first visit the early-fetch script
 * (build/page-start-plugin.ts) begins them while the app's JavaScript is still downloading; the client
 * (backend-request.ts) then takes those answers instead of asking again. This module is also loaded by the build
 * (Vite's config loader knows no `@/` alias): relative imports only.
 */

/** Every endpoint some page calls first: the calls the app must know how to make from a declaration. */
export type FirstCallEndpoint = Extract<
  (typeof PAGES)[number],
  { firstCalls: readonly Endpoint[] }
>['firstCalls'][number]

/** The calls `path` makes on arrival that its address does not change; none for a page without them. */
export function firstCallsOf(path: string): readonly FirstCallEndpoint[] {
  const calls = pageOf(path)?.firstCalls
  // A row's calls are FirstCallEndpoints by the type's definition; pageOf's row type is the wider Page.
  return calls === undefined || calls === FROM_THE_ADDRESS ? [] : (calls as readonly FirstCallEndpoint[])
}

/**
 * Whether the first call of `path` is built from its address (the album of /SubGallery?id=...): the early-start
 * script cannot make it, so it preloads the HTTP client's chunk for the app to make it at once.
 */
export function firstCallFromTheAddress(path: string): boolean {
  return pageOf(path)?.firstCalls === FROM_THE_ADDRESS
}

/** The global where the early-fetch script leaves its pending answers, by absolute URL. */
export const EARLY_DATA_GLOBAL = '__schoolEarlyData'
