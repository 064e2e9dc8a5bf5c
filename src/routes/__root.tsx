import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { SiteLayout } from '@/components/layout/SiteLayout'
import { siteHead } from '@/config/page-head'
import type { RouterContext } from '@/router'

// Query and Router devtools in development only: the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/components/layout/Devtools')) : () => null

// Prerendering only: the router's hydration data as inline scripts, which build/prerender-plugin.ts moves into a
// file of its own (the Content-Security-Policy blocks inline scripts). The browser renders nothing in their place,
// and its bundle goes without the component.
const RouterDataScripts = import.meta.env.SSR ? Scripts : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => siteHead(match.context),
  component: RootComponent,
})

function RootComponent() {
  return (
    <>
      <HeadContent />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <Suspense fallback={null}>
        <Devtools />
      </Suspense>
      <RouterDataScripts />
    </>
  )
}
