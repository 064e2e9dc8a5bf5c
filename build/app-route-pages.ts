import { setupI18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import type { Endpoint } from '../src/api/endpoints.ts'
import { loadForServerRender } from '../src/api/prefetch.ts'
import { hasParameter, routePagesOf, type RoutePage } from '../src/config/route-pages.ts'
import { createAppRouter } from '../src/router.tsx'
import { pageSearchNameOf } from '../src/shared/page-search.ts'

/**
 * The pages the app's routes declare, read from the app's own router. It imports the whole app (components, styles,
 * photos): build/route-pages-plugin.ts runs it through Vite's module runner, never as part of vite.config.ts.
 */
export async function appRoutePages(): Promise<RoutePage[]> {
  const routes = Object.values(
    createAppRouter({ queryClient: new QueryClient(), lang: 'en', i18n: setupI18n() }).routesByPath,
  )
  return routePagesWithTheirCalls(routes)
}

/** A route as the router holds it, with its loader (a function, or TanStack's `{ handler }` form). */
type LoadingRoute =
  Parameters<typeof routePagesOf>[0] extends Iterable<infer R> ? R & { options: { loader?: unknown } } : never

/** `routes`' pages, each with the calls its loader starts (firstCallsOfLoader). */
export async function routePagesWithTheirCalls(routes: readonly LoadingRoute[]): Promise<RoutePage[]> {
  const calls = new Map<string, readonly Endpoint[]>()
  for (const route of routes) calls.set(route.fullPath, await firstCallsOfLoader(route))
  return routePagesOf(routes, pageSearchNameOf, (path) => calls.get(path) ?? [])
}

/**
 * The backend calls a route's loader starts when its page is rendered with its data (as the optional server does),
 * in the order it starts them: the loader is run against a query client that only notes each query's endpoint
 * (listQuery's `meta.endpoint`) and answers at once, so a page's first calls are written once, in its loader. A
 * route with a parameter is left out: its loader needs a real address, and its calls, if any, are built from it
 * (`firstCallFromTheAddress`).
 */
async function firstCallsOfLoader(route: LoadingRoute): Promise<Endpoint[]> {
  const { loader } = route.options
  const run = typeof loader === 'function' ? loader : (loader as { handler?: unknown } | undefined)?.handler
  if (typeof run !== 'function' || hasParameter(route.fullPath)) return []
  const calls: Endpoint[] = []
  const noting = new QueryClient()
  noting.query = ((options: { queryKey: unknown; meta?: { endpoint?: Endpoint } }) => {
    const endpoint = options.meta?.endpoint
    if (!endpoint) {
      throw new Error(`The loader of ${route.fullPath} asks for ${JSON.stringify(options.queryKey)}, not a listQuery`)
    }
    if (!calls.includes(endpoint)) calls.push(endpoint)
    return Promise.resolve(undefined)
  }) as QueryClient['query']
  // As at request time: prefetch waits for the data until this deadline, here already passed.
  loadForServerRender(noting, AbortSignal.abort())
  await (run as (context: unknown) => unknown)({
    // The router's context (src/router.tsx): its language too, as a loader may write a preview in it.
    context: { queryClient: noting, lang: 'en', i18n: setupI18n({ locale: 'en', messages: { en: {} } }) },
    deps: {},
    params: {},
    search: {},
    location: { pathname: route.fullPath, search: {}, searchStr: '', hash: '' },
    cause: 'enter',
    preload: false,
    abortController: new AbortController(),
  })
  return calls
}
