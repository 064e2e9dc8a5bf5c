import type { I18n } from '@lingui/core'
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ChunkPending } from '@/components/layout/ChunkPending'
import { NotFound } from '@/components/layout/NotFound'
import { forgetReleaseReload } from '@/components/layout/release-reload'
import { RouteError } from '@/components/layout/RouteError'
import type { PageStaticData } from '@/config/route-pages'
import { pathRewrite, type Lang } from '@/config/languages'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  /** The page's language (from its address) and its messages: the pages' heads are written in it. */
  lang: Lang
  i18n: I18n
}

/** What a page rendered at request time hands the browser besides the router's own state: its query cache. */
interface PageData {
  queries?: DehydratedState
}

/** The page a router rendered: its leaf route and that route's search, as validated. */
export interface RenderedRoute {
  routeId: string
  search: unknown
}

interface AppRouterOptions {
  queryClient: QueryClient
  history?: RouterHistory
  /** The language of the address the app started at: a Hindi router serves /hi/... (src/config/languages.ts). */
  lang: Lang
  i18n: I18n
  /**
   * On the optional server: the answers the page was rendered with, to go into the page (entry-server.tsx), given
   * the page's route and its validated search (a long list carries only what the URL's filters show).
   */
  dehydrateQueries?: (page: RenderedRoute) => DehydratedState
}

/**
 * One router per app (and per test): the QueryClient travels in the context so loaders can prefetch. A page the
 * server rendered with its data carries that data; the browser puts it in its QueryClient before the render that
 * takes the page over (RouterClient waits for `hydrate`), so that render matches the HTML and asks for nothing again.
 */
export function createAppRouter({ queryClient, history, lang, i18n, dehydrateQueries }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, lang, i18n },
    rewrite: pathRewrite(lang),

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
  // Set after creation, as TanStack's own Query integration does (router-ssr-query-core): typed in createRouter's
  // options, the page data's type would have to be spelt out in every generic of the router. The answers are JSON
  // checked by their schemas (api/*.schema.ts); the router serialises them with seroval, which escapes "<", so no
  // text of the backend's can end the script that carries them.
  Object.assign(router.options, {
    dehydrate: dehydrateQueries
      ? (): PageData => {
          const leaf = router.state.matches.at(-1)
          return { queries: dehydrateQueries({ routeId: leaf?.routeId ?? '', search: leaf?.search }) }
        }
      : undefined,
    hydrate: (data: PageData | undefined) => {
      if (data?.queries) hydrate(queryClient, data.queries)
    },
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
  // What each route declares about its page (src/config/route-pages.ts).
  interface StaticDataRouteOption {
    title?: PageStaticData['title']
    section?: PageStaticData['section']
    firstCallFromTheAddress?: PageStaticData['firstCallFromTheAddress']
    renderedWithData?: PageStaticData['renderedWithData']
    standalone?: PageStaticData['standalone']
    notifyTopic?: PageStaticData['notifyTopic']
  }
}
