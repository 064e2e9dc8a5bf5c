import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { ENDPOINTS } from '@/api/endpoints'
import { PAGES } from '@/config/site-map'
import { circularsQuery } from '@/api/circular.queries'
import { facultyQuery } from '@/api/faculty.queries'
import { galleryAllQuery } from '@/api/gallery.queries'
import { eventsAllQuery } from '@/api/event.queries'
import { newsAllQuery } from '@/api/news.queries'
import { onlineRegistrationQuery } from '@/api/online-registration.queries'
import { principalMessagesQuery } from '@/api/principal-message.queries'
import { toppersQuery } from '@/api/topper.queries'
import { videosQuery } from '@/api/video.queries'
import { FIRST_CALL_FROM_THE_ADDRESS, firstCallsOf, type FirstCallEndpoint } from '../first-calls'
import { HOME_AFTER_PAINT_CALLS } from '../home-calls'
import { API, renderRoute } from '../render-route'

/**
 * Each page's route loader starts the calls its first screen needs (src/routes/). Here, what a first visit really
 * asks for: exactly the calls of tests/first-calls.ts, each once, before the first page has painted, and nothing
 * else until then (a call left out of the loader would wait for the page's code instead of starting with it), and
 * the page reads each of them (a call nobody reads wastes a phone's data).
 */
/** The cache entry each first call fills (every endpoint some page calls first must be here: the type says so). */
const QUERY_KEY_OF_FIRST_CALL: Record<FirstCallEndpoint, readonly unknown[]> = {
  onlineRegistration: onlineRegistrationQuery().queryKey,
  principalMessages: principalMessagesQuery().queryKey,
  faculty: facultyQuery().queryKey,
  circulars: circularsQuery().queryKey,
  toppers: toppersQuery().queryKey,
  galleryAll: galleryAllQuery().queryKey,
  videos: videosQuery().queryKey,
  eventsAll: eventsAllQuery().queryKey,
  newsAll: newsAllQuery().queryKey,
}

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

/** The data calls the app makes, as those before and those after its first paint. */
function recordCalls(hasPainted: () => boolean) {
  const calls = { beforePaint: [] as string[], afterPaint: [] as string[] }
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' || request.url.includes('/api/image')) return
    calls[hasPainted() ? 'afterPaint' : 'beforePaint'].push(request.url)
  }
  server.events.on('request:start', listener)
  stop = () => server.events.removeListener('request:start', listener)
  return calls
}

/** A fresh app (nothing painted, nothing cached) at `path`, and the calls it makes. */
async function firstVisit(path: string, heading: string | RegExp) {
  let hasPainted = () => false
  const calls = recordCalls(() => hasPainted())
  const { router, queryClient } = renderRoute(path)
  hasPainted = router.options.context.firstPaint.hasPainted
  // The page's own heading: its route chunk has loaded and its loader has run.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
  await vi.waitFor(() => expect(hasPainted()).toBe(true))
  return { calls, queryClient }
}

const urlsOf = (paths: readonly string[]) => paths.map((path) => `${API}/${path}`).sort()

describe('a first visit to each page asks for exactly its first calls', () => {
  it.each(PAGES.map((page) => [page.path, page.title] as const))('%s', async (path, title) => {
    const { calls, queryClient } = await firstVisit(path, path === '/' ? /welcome/i : title)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const declared = firstCallsOf(path).map((endpoint) => ENDPOINTS[endpoint]('DEMO01'))
    expect([...calls.beforePaint].sort()).toEqual(urlsOf(declared))
    const unread = firstCallsOf(path)
      .map((endpoint) => QUERY_KEY_OF_FIRST_CALL[endpoint])
      .filter((queryKey) => (queryClient.getQueryCache().find({ queryKey })?.getObserversCount() ?? 0) === 0)
    expect(unread).toEqual([])
    // Home's popup and its sections below the fold ask just after that paint (routes/index.tsx).
    const afterPaint = path === '/' ? HOME_AFTER_PAINT_CALLS.map((call) => `${call}/DEMO01`) : []
    await vi.waitFor(() => expect([...calls.afterPaint].sort()).toEqual(urlsOf(afterPaint)))
  })

  it('/SubGallery, whose first call is built from its address, asks for the album at once', async () => {
    const { calls } = await firstVisit(`${FIRST_CALL_FROM_THE_ADDRESS}?id=sports`, /./)
    expect(calls.beforePaint).toEqual([`${API}/subGallery?id=sports`])
  })
})
