import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { EARLY_DATA } from '../../src/api/early-data'
import { ENDPOINTS } from '../../src/api/endpoints'
import { PAGES } from '../../src/config/site-map'
import { API, renderRoute } from '../render-route'

/**
 * The early-start script begins the calls EARLY_DATA lists for a page; the page's loader must ask for exactly
 * those, or the script wastes a phone's data (a call nobody takes) or misses its head start (a call it never made).
 */
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

function recordCalls() {
  const calls = new Set<string>()
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && !request.url.includes('/api/image')) calls.add(request.url)
  }
  server.events.on('request:start', listener)
  stop = () => server.events.removeListener('request:start', listener)
  return calls
}

describe('EARLY_DATA matches what each page asks for on arrival', () => {
  it.each(PAGES.map((page) => [page.path, page.title] as const))('%s', async (path, title) => {
    const calls = recordCalls()
    renderRoute(path)
    // The page's own heading: its route chunk has loaded and its loader has run.
    expect(await screen.findByRole('heading', { level: 1, name: path === '/' ? /welcome/i : title })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const expected = (EARLY_DATA[path] ?? []).map((endpoint) => `${API}/${ENDPOINTS[endpoint]('DEMO01')}`)
    expect([...calls].sort()).toEqual([...new Set(expected)].sort())
  })
})
