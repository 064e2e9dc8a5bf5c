import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { EARLY_DATA } from '@/first-visit/first-calls'
import { ENDPOINTS } from '@/api/endpoints'
import { PAGES } from '@/config/site-map'
import { HOME_AFTER_PAINT_CALLS } from '../home-calls'
import { API } from '../render-route'

/**
 * The early-start script begins the calls EARLY_DATA lists for a page; the page's loader must ask for exactly
 * those, or the script wastes a phone's data (a call nobody takes) or misses its head start (a call it never made).
 */
let stop: (() => void) | undefined
// Each page is a first visit: a fresh app, which has not painted a page yet (src/first-visit/first-paint.ts).
beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  stop?.()
  stop = undefined
})

/** The data calls the app starts, as those before and those after its first paint. */
function recordCalls(hasFirstPagePainted: () => boolean) {
  const calls = { beforePaint: new Set<string>(), afterPaint: new Set<string>() }
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' || request.url.includes('/api/image')) return
    calls[hasFirstPagePainted() ? 'afterPaint' : 'beforePaint'].add(request.url)
  }
  server.events.on('request:start', listener)
  stop = () => server.events.removeListener('request:start', listener)
  return calls
}

describe('EARLY_DATA matches what each page asks for on arrival', () => {
  it.each(PAGES.map((page) => [page.path, page.title] as const))('%s', async (path, title) => {
    const { renderRoute } = await import('../render-route')
    const firstPaint = await import('@/first-visit/first-paint')
    const calls = recordCalls(firstPaint.hasFirstPagePainted)
    renderRoute(path)
    // The page's own heading: its route chunk has loaded and its loader has run.
    expect(await screen.findByRole('heading', { level: 1, name: path === '/' ? /welcome/i : title })).toBeVisible()
    await vi.waitFor(() => expect(firstPaint.hasFirstPagePainted()).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const expected = (EARLY_DATA[path] ?? []).map((endpoint) => `${API}/${ENDPOINTS[endpoint]('DEMO01')}`)
    expect([...calls.beforePaint].sort()).toEqual([...new Set(expected)].sort())
    // Home's popup and its sections below the fold ask just after that paint (routes/index.tsx).
    const afterPaint = path === '/' ? HOME_AFTER_PAINT_CALLS.map((call) => `${API}/${call}/DEMO01`) : []
    await vi.waitFor(() => expect([...calls.afterPaint].sort()).toEqual(afterPaint.sort()))
  })
})
