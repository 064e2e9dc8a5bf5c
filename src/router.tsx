import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ChunkPending } from '@/components/layout/ChunkPending'
import { notePagePainted } from '@/first-visit/first-paint'
import { NotFound } from '@/components/layout/NotFound'
import { RouteError } from '@/components/layout/RouteError'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

/** One router per app (and per test): the QueryClient travels in the context so loaders can prefetch. */
export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Spec section 2: routes are exact-match; /gallery is not /Gallery (the not-found page suggests the right one).
    caseSensitive: true,
    defaultPreload: 'intent',
    // Let TanStack Query's staleTime decide freshness, not the router's own cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: ChunkPending,
    scrollRestoration: true,
  })
  // What waits for the first page's paint (first-paint.ts) starts once the router has rendered a page.
  router.subscribe('onRendered', notePagePainted)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
