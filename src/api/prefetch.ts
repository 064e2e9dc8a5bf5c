import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'

/**
 * The query clients that load a page with its data, each with its deadline's signal: the optional server's render,
 * and a live build's snapshot of its data pages. The build's other renders have none: those pages hold no data.
 */
const serverLoads = new WeakMap<QueryClient, AbortSignal>()

/**
 * Marks `queryClient` as loading a page at request time (server/render-page.ts): its loaders wait for their data
 * until `deadline` aborts, and what has not come by then stays out of the page (its sections render loading).
 */
export function loadForServerRender(queryClient: QueryClient, deadline: AbortSignal): void {
  serverLoads.set(queryClient, deadline)
}

/**
 * Whether `queryClient` loads a page outside a browser: the build's prerendering, a render at request time, or the
 * build reading a loader's calls (build/app-route-pages.ts). A loader whose browser side starts more (the home page's
 * sections below the slider) starts only its first screen's calls there.
 */
export const loadsOutsideTheBrowser = (queryClient: QueryClient): boolean =>
  import.meta.env.SSR || serverLoads.has(queryClient)

/**
 * Start loading a page's data from its route loader (and on hover or touch, via preload on intent) without
 * holding up navigation: the page renders at once and its sections show their own loading and error states.
 * Data that is still fresh (staleTime) is not fetched again. Each route's loader names its page's queries
 * (api/*.queries.ts) and returns what this returns: `loader: ({ context }) => prefetch(context.queryClient,
 * eventsAllQuery())`. In the browser that is nothing; in a render at request time it is a promise that settles when
 * the data has come or the deadline has passed, never rejecting (a failed call is its section's to show).
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<void> | undefined {
  const deadline = serverLoads.get(queryClient)
  // A prerendered page without a snapshot never asks the backend: it holds no data.
  if (import.meta.env.SSR && !deadline) return undefined
  const settled = queryClient.query(options).then(
    () => undefined,
    () => {
      // The section's own useQuery shows the error and offers Retry.
    },
  )
  return deadline ? untilAborted(settled, deadline) : undefined
}

/** `work`, or sooner if `signal` aborts first; never rejects. */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
    void work.then(done)
  })
}
