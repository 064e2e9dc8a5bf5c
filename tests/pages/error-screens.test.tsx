import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkPending } from '@/components/layout/ChunkPending'
import { RouteError } from '@/components/layout/RouteError'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants'
import { createQueryClient } from '@/query-client'
import { i18nIn } from '../render-route'

/** A tiny router whose only page does what the test needs, with the app's error and pending components. */
function renderFailingPage(page: () => React.ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: page })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
    defaultPendingComponent: ChunkPending,
  })
  render(
    <I18nProvider i18n={i18nIn('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('error screens (spec section 8)', () => {
  it('an unhandled error shows the heading "Unexpected Application Error!" with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderFailingPage(() => {
      throw new Error('boom')
    })
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('a lazy chunk that fails offline shows "Loading chunk {id} failed" with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // Online, a failed chunk is first taken for a release's and the page loaded again (release-chunk-failure.test.tsx).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderFailingPage(() => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/about-Xy12.js')
    })
    expect(await screen.findByRole('heading', { name: 'Loading chunk about-Xy12.js failed' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible()
  })

  it('a chunk that has not arrived after 120000 ms is reported as failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderFailingPage(() => <ChunkPending />)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading')
    // shouldAdvanceTime lets real milliseconds pass too, so stop a second short of the limit.
    act(() => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1000))
    expect(screen.queryByRole('heading', { name: /Loading chunk .* failed/ })).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('heading', { name: 'Loading chunk / failed' })).toBeVisible()
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })
})
