import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { App } from '../../src/App'
import { DATA_STALE_TIME_MS, QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_STORAGE_KEY } from '../../src/config/constants'
import { createQueryClient, queryCacheBuster, shouldPersistQuery, startQueryPersistence } from '../../src/query-client'
import { createAppRouter } from '../../src/router'
import { API } from '../render-route'

const FACULTY_URL = `${API}/faculty/all/:code`

interface SavedCache {
  buster: string
  timestamp: number
  clientState: { queries: Array<{ queryKey: unknown[]; state: { dataUpdatedAt: number } }> }
}

let stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

/** One visit: a new QueryClient restored from localStorage, the real route tree at `path`. */
async function visit(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  stops.push(await startQueryPersistence(queryClient))
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(<App queryClient={queryClient} router={router} />)
  return { ...view, queryClient }
}

/** Count backend calls to the faculty list from now on. */
function countFacultyCalls() {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/faculty/all/')) calls.push(request.url)
  }
  server.events.on('request:start', listener)
  stops.push(() => server.events.removeListener('request:start', listener))
  return calls
}

/** First visit: the faculty list arrives from the network and is saved when the page goes away. */
async function firstVisitSaves(name: string) {
  server.use(http.get(FACULTY_URL, () => HttpResponse.json([{ name, order: 1 }])))
  const first = await visit('/faculty')
  expect(await screen.findByText(name)).toBeVisible()
  window.dispatchEvent(new Event('pagehide'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  first.unmount()
  for (const stop of stops) stop()
  stops = []
}

function savedCache(): SavedCache {
  const raw = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY)
  expect(raw).not.toBeNull()
  return JSON.parse(raw ?? '{}') as SavedCache
}

function editSavedCache(edit: (cache: SavedCache) => void) {
  const cache = savedCache()
  edit(cache)
  window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(cache))
}

/** A backend that never answers (the network is slow): only saved data can fill the page. */
const neverAnswers = () =>
  http.get(FACULTY_URL, async () => {
    await delay('infinite')
    return HttpResponse.json([])
  })

describe('saved query cache (repeat visits)', () => {
  it('a repeat visit within five minutes shows the saved list and makes no request', async () => {
    await firstVisitSaves('Saved Teacher')
    server.use(neverAnswers())
    const calls = countFacultyCalls()
    await visit('/faculty')
    const list = await screen.findByRole('list', { name: 'Faculty and staff' })
    expect(within(list).getByText('Saved Teacher')).toBeVisible()
    expect(screen.queryByText(/Loading the faculty list/)).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('a later repeat visit shows the saved list before the network answers, then the fresh one', async () => {
    await firstVisitSaves('Saved Teacher')
    editSavedCache((cache) => {
      for (const query of cache.clientState.queries) query.state.dataUpdatedAt -= DATA_STALE_TIME_MS + 60_000
    })
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(FACULTY_URL, async () => {
        await answered
        return HttpResponse.json([{ name: 'Fresh Teacher', order: 1 }])
      }),
    )
    const calls = countFacultyCalls()
    await visit('/faculty')
    expect(await screen.findByText('Saved Teacher')).toBeVisible()
    expect(calls.length).toBeGreaterThan(0)
    answer()
    expect(await screen.findByText('Fresh Teacher')).toBeVisible()
    expect(screen.queryByText('Saved Teacher')).not.toBeInTheDocument()
  })

  it('throws away data saved by another build or schema version', async () => {
    await firstVisitSaves('Saved Teacher')
    editSavedCache((cache) => {
      cache.buster = 'v0:some-older-build'
    })
    server.use(neverAnswers())
    await visit('/faculty')
    expect(await screen.findByText(/Loading the faculty list/)).toBeVisible()
    expect(screen.queryByText('Saved Teacher')).not.toBeInTheDocument()
  })

  it('throws away data saved more than seven days ago', async () => {
    await firstVisitSaves('Saved Teacher')
    editSavedCache((cache) => {
      cache.timestamp -= QUERY_CACHE_MAX_AGE_MS + 1000
    })
    server.use(neverAnswers())
    await visit('/faculty')
    expect(await screen.findByText(/Loading the faculty list/)).toBeVisible()
    expect(screen.queryByText('Saved Teacher')).not.toBeInTheDocument()
  })

  it('saves with the build and schema buster', async () => {
    await firstVisitSaves('Saved Teacher')
    expect(savedCache().buster).toBe(queryCacheBuster())
    expect(queryCacheBuster()).toMatch(/^v\d+:/)
  })

  it('never saves magazine queries or failed ones', () => {
    expect(shouldPersistQuery({ queryKey: ['magazine', 2024], state: { status: 'success' } })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['Magazines'], state: { status: 'success' } })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: { status: 'error' } })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: { status: 'success' } })).toBe(true)
  })
})
