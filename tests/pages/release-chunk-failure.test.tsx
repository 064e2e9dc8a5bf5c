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
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chunkIdOfError } from '@/components/layout/chunk-error'
import { loadNewRelease, RELEASE_RELOAD_KEY } from '@/components/layout/release-reload'
import type * as ReleaseReload from '@/components/layout/release-reload'
import { RouteError } from '@/components/layout/RouteError'
import { createQueryClient } from '@/query-client'
import { i18nIn } from '../render-route'

// jsdom cannot load a page: the full load is observed, not made.
vi.mock('@/components/layout/release-reload', async (original) => ({
  ...(await original<typeof ReleaseReload>()),
  loadNewRelease: vi.fn(),
}))

/** A router whose only page fails as a page of the previous release does once its chunk is gone. */
function renderPageWhoseChunkFailed(error: Error) {
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => {
      throw error
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  })
  render(
    <I18nProvider i18n={i18nIn('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const GONE_CHUNK = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/Events-CG5rQp-A.js',
)

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
  vi.mocked(loadNewRelease).mockClear()
})

describe('a page chunk that a release replaced', () => {
  it('loads the page again, once, and does not blame the connection', async () => {
    renderPageWhoseChunkFailed(GONE_CHUNK)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    expect(loadNewRelease).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/Check your connection/)).toBeNull()
    expect(screen.queryByRole('heading', { name: /Loading chunk/ })).toBeNull()
  })

  it('reports "Loading chunk {id} failed" when that full load was just made for this address', async () => {
    const note = { href: window.location.href, at: Date.now() - 2_000 }
    window.sessionStorage.setItem(RELEASE_RELOAD_KEY, JSON.stringify(note))
    renderPageWhoseChunkFailed(GONE_CHUNK)
    expect(await screen.findByRole('heading', { name: 'Loading chunk Events-CG5rQp-A.js failed' })).toBeVisible()
    expect(screen.getByText(/Check your connection and reload the page/)).toBeVisible()
    expect(loadNewRelease).not.toHaveBeenCalled()
  })

  it('reports it offline: then the connection is the cause', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderPageWhoseChunkFailed(GONE_CHUNK)
    expect(await screen.findByRole('heading', { name: 'Loading chunk Events-CG5rQp-A.js failed' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible()
    expect(loadNewRelease).not.toHaveBeenCalled()
  })

  it("a lazy page's stylesheet gone with the release is a failed chunk too, not an unexpected error", async () => {
    const cssGone = new Error('Unable to preload CSS for /assets/Events-B1x2Y3z4.css')
    expect(chunkIdOfError(cssGone)).toBe('Events-B1x2Y3z4.css')
    renderPageWhoseChunkFailed(cssGone)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    expect(loadNewRelease).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull()
  })
})
