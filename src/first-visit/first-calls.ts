import type { Endpoint } from '@/api/endpoints'
import { FROM_THE_ADDRESS, pageOf, type PAGES } from '@/config/site-map'

/** Every endpoint some page calls first: the calls the app must know how to make from a declaration. */
export type FirstCallEndpoint = Extract<
  (typeof PAGES)[number],
  { firstCalls: readonly Endpoint[] }
>['firstCalls'][number]

/**
 * The calls `path` makes on arrival that its address does not change, as its row of the site map declares them
 * (src/config/site-map.ts, `firstCalls`): the page's route loader starts them (prefetch.ts). None for a page without
 * them.
 */
export function firstCallsOf(path: string): readonly FirstCallEndpoint[] {
  const calls = pageOf(path)?.firstCalls
  // A row's calls are FirstCallEndpoints by the type's definition; pageOf's row type is the wider Page.
  return calls === undefined || calls === FROM_THE_ADDRESS ? [] : (calls as readonly FirstCallEndpoint[])
}
