import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { OfflineNotice } from '@/components/ui/OfflineNotice'
import { FirstPaintProvider } from '@/first-visit/first-paint'
import type { createAppRouter } from './router'

interface AppProps {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The router's first-paint state, for components: the one its loaders and onRendered event use. */}
      <FirstPaintProvider value={router.options.context.firstPaint}>
        <RouterProvider router={router} />
      </FirstPaintProvider>
      <OfflineNotice />
    </QueryClientProvider>
  )
}
