import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ChunkPending } from '@/components/layout/ChunkPending'
import { NotFound } from '@/components/layout/NotFound'
import { forgetReleaseReload } from '@/components/layout/release-reload'
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
    // In the browser only: on the server the router would put an inline script in the page (which the
    // Content-Security-Policy blocks) that scrolls to the top once the HTML is parsed, under a reader who has scrolled.
    scrollRestoration: !import.meta.env.SSR,
  })
  // A page shown without error ends the loop guard of a chunk that failed after a release (release-reload.ts).
  if (typeof window !== 'undefined') {
    router.subscribe('onRendered', () => {
      if (!router.state.matches.some((match) => match.status === 'error')) forgetReleaseReload()
    })
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
