import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useLayoutEffect, type ReactNode } from 'react'
import { HtmlDataContext } from '@/components/ui/html-data'
import { OfflineNotice } from '@/components/ui/OfflineNotice'
import type { createAppRouter } from './router'

interface AppProps {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  /** The page's language, its catalogue loaded (src/i18n/catalog.ts): one instance per app, or per server render. */
  i18n: I18n
  /**
   * How the router renders: RouterProvider (the default, a page rendered in the browser), RouterServer
   * (entry-server.tsx, prerendering) or RouterClient (main.tsx, hydrating a prerendered page).
   */
  routerView?: ReactNode
  /** Runs once the app has committed its first render, before any effect of its sections (main.tsx's hydration). */
  onFirstCommit?: () => void
  /** The page's HTML carries backend data (the optional server rendered it so): see components/ui/html-data.ts. */
  htmlHasData?: boolean
}

export function App({ queryClient, router, i18n, routerView, onFirstCommit, htmlHasData = false }: AppProps) {
  // A layout effect: it runs before the sections' effects subscribe to their queries and ask the network.
  useLayoutEffect(() => {
    onFirstCommit?.()
  }, [onFirstCommit])
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HtmlDataContext value={htmlHasData}>
          {routerView ?? <RouterProvider router={router} />}
          <OfflineNotice />
        </HtmlDataContext>
      </QueryClientProvider>
    </I18nProvider>
  )
}
