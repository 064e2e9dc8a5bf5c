import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { SiteLayout } from '@/components/layout/SiteLayout'
import { pageHead } from '@/config/page-head'
import type { RouterContext } from '@/router'

// Query and Router devtools in development only: the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/components/layout/Devtools')) : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => pageHead('/'),
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
    </>
  )
}
