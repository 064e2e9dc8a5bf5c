import { QueryClient } from '@tanstack/react-query'
import { routePagesOf, type RoutePage } from '../src/config/route-pages.ts'
import { createAppRouter } from '../src/router.tsx'
import { pageSearchNameOf } from '../src/shared/page-search.ts'

/**
 * The pages the app's routes declare, read from the app's own router. It imports the whole app (components, styles,
 * photos): build/route-pages-plugin.ts runs it through Vite's module runner, never as part of vite.config.ts.
 */
export const appRoutePages = (): RoutePage[] =>
  routePagesOf(Object.values(createAppRouter({ queryClient: new QueryClient() }).routesByPath), pageSearchNameOf)
