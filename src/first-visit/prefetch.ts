import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import type { PAGES, PagePath } from '@/config/site-map'
import { firstCallsOf, type FirstCallEndpoint } from './first-calls'

/**
 * Start loading a page's data from its route loader (and on hover or touch, via preload on intent) without
 * holding up navigation: the page renders at once and its sections show their own loading and error states.
 * Data that is still fresh (staleTime) is not fetched again.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): void {
  if (import.meta.env.SSR) return
  queryClient.query(options).catch(() => {
    // The section's own useQuery shows the error and offers Retry.
  })
}

/** A first call as the app makes it: the cache entry it fills, and the query that fills it. */
interface FirstCall {
  queryKey: QueryKey
  /** The query's data: from the cache while fresh, else asked for (queryClient.query). */
  fetch: (queryClient: QueryClient) => Promise<unknown>
}

function firstCall<TData, TKey extends QueryKey>(
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): FirstCall {
  return {
    queryKey: options.queryKey,
    // Prerendering (entry-server.tsx) never asks the backend: a page's HTML holds no data, so none can be stale.
    fetch: (queryClient) => (import.meta.env.SSR ? Promise.resolve(undefined) : queryClient.query(options)),
  }
}

/** The first calls the site map declares for `P`, as endpoint names ("eventsAll"). */
type DeclaredFirstCalls<P extends PagePath> =
  Extract<(typeof PAGES)[number], { path: P }> extends { firstCalls: readonly (infer E)[] }
    ? E & FirstCallEndpoint
    : never

/** A query factory from api/*.queries.ts. */
type QueryFactory = () => QueryExecuteOptions<any, Error, any, any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The queries a page's route hands its loader: exactly one per first call its site-map row declares, by endpoint
 * (`{ eventsAll: eventsAllQuery }`). The type follows the site map, so a call declared there and not given here,
 * or given here and not declared there, does not compile. The route imports the query modules its page reads
 * anyway, so they travel in the page's own chunk (a dynamic import per query made a small chunk of each: 3 more
 * files for the first load of / to fetch).
 */
export type FirstCallQueries<P extends PagePath> = Record<DeclaredFirstCalls<P>, QueryFactory>

/** The first calls the site map declares for `path`, ready to make with the route's queries. */
export function firstCallsOfPage<P extends PagePath>(path: P, queries: FirstCallQueries<P>): FirstCall[] {
  return firstCallsOf(path).map((endpoint) => firstCall(queries[endpoint as DeclaredFirstCalls<P>]()))
}

/**
 * A route loader's work for most pages: start the page's declared first calls without holding up navigation (the
 * page renders at once and its sections show their own loading and error states; fresh data is not fetched again).
 */
export function prefetchFirstCalls<P extends PagePath>(
  queryClient: QueryClient,
  path: P,
  queries: FirstCallQueries<P>,
): void {
  for (const call of firstCallsOfPage(path, queries)) {
    call.fetch(queryClient).catch(() => {
      // The section's own useQuery shows the error and offers Retry.
    })
  }
}
