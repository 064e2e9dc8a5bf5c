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
import { HOME_CALLS } from '../home-calls'
import { API, renderRoute } from '../render-route'

/**
 * Each page's route loader starts the calls its first screen needs (src/routes/). Here, what a first visit really
 * asks for: exactly the calls of tests/first-calls.ts (Home: all its sections' calls), each once, and nothing else,
 * and the page reads each of them (a call nobody reads wastes a phone's data).
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

/** The data calls the app makes. */
function recordCalls() {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' || request.url.includes('/api/image')) return
    calls.push(request.url)
  }
  server.events.on('request:start', listener)
  stop = () => server.events.removeListener('request:start', listener)
  return calls
}

/** A fresh app (nothing cached) at `path`, and the calls it makes. */
async function firstVisit(path: string, heading: string | RegExp) {
  const calls = recordCalls()
  const { queryClient } = renderRoute(path)
  // The page's own heading: its route chunk has loaded and its loader has run.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
  return { calls, queryClient }
}

const urlsOf = (paths: readonly string[]) => paths.map((path) => `${API}/${path}`).sort()

describe('a first visit to each page asks for exactly its first calls', () => {
  it.each(PAGES.map((page) => [page.path, page.title] as const))('%s', async (path, title) => {
    const { calls, queryClient } = await firstVisit(path, path === '/' ? /welcome/i : title)
    const declared = firstCallsOf(path).map((endpoint) => ENDPOINTS[endpoint]('DEMO01'))
    // Home's popup and its sections below the fold ask with the banner's call (routes/index.tsx).
    const expected = urlsOf(path === '/' ? HOME_CALLS.map((call) => `${call}/DEMO01`) : declared)
    await vi.waitFor(() => expect([...calls].sort()).toEqual(expected))
    // And nothing more once the page has settled.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([...calls].sort()).toEqual(expected)
    const unread = firstCallsOf(path)
      .map((endpoint) => QUERY_KEY_OF_FIRST_CALL[endpoint])
      .filter((queryKey) => (queryClient.getQueryCache().find({ queryKey })?.getObserversCount() ?? 0) === 0)
    expect(unread).toEqual([])
  })

  it('/SubGallery, whose first call is built from its address, asks for the album at once', async () => {
    const { calls } = await firstVisit(`${FIRST_CALL_FROM_THE_ADDRESS}?id=sports`, /./)
    expect(calls).toEqual([`${API}/subGallery?id=sports`])
  })
})
