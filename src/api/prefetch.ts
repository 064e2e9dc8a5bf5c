import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'

/**
 * Start loading a page's data from its route loader (and on hover or touch, via preload on intent) without
 * holding up navigation: the page renders at once and its sections show their own loading and error states.
 * Data that is still fresh (staleTime) is not fetched again. Each route's loader names its page's queries
 * (api/*.queries.ts): `loader: ({ context }) => prefetch(context.queryClient, eventsAllQuery())`.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): void {
  // Prerendering (entry-server.tsx) never asks the backend: a page's HTML holds no data.
  if (import.meta.env.SSR) return
  queryClient.query(options).catch(() => {
    // The section's own useQuery shows the error and offers Retry.
  })
}
