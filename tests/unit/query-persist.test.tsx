import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import {
  DATA_STALE_TIME_MS,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_SAVE_THROTTLE_MS,
  QUERY_CACHE_STORAGE_KEY,
} from '@/config/constants'
import { createQueryClient, queryCacheBuster, shouldPersistQuery, startQueryPersistence } from '@/query-client'
import { API, visitWithSavedCache } from '../render-route'

const FACULTY_URL = `${API}/faculty/all/:code`

interface SavedCache {
  buster: string
  timestamp: number
  clientState: {
    queries: Array<{ queryKey: unknown[]; state: { dataUpdatedAt: number; data?: unknown } }>
    mutations: unknown[]
  }
}

let stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  window.localStorage.clear()
  vi.restoreAllMocks()
})

/** One visit: a new QueryClient restored from localStorage, the real route tree at `path`. */
async function visit(path: string) {
  const view = await visitWithSavedCache(path)
  stops.push(view.stopSaving)
  return view
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
    const now = Date.now()
    const state = (status: string, data?: unknown) => ({ status, data, dataUpdatedAt: now })
    expect(shouldPersistQuery({ queryKey: ['magazine', 2024], state: state('success', []) })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['Magazines'], state: state('success', []) })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: state('error') })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: state('pending') })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: state('success', []) })).toBe(true)
    // A failed refresh still holds (and shows) the last good answer: that answer is saved.
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: state('error', []) })).toBe(true)
    // An answer fetched more than seven days ago is not saved again, however recently the page was open.
    const old = { status: 'success', data: [], dataUpdatedAt: now - QUERY_CACHE_MAX_AGE_MS - 1000 }
    expect(shouldPersistQuery({ queryKey: ['news', 'all'], state: old }, now)).toBe(false)
  })

  it('when storage is full, the oldest answers are dropped and the newest still saved', async () => {
    const LIMIT = 5_000
    const items = new Map<string, string>()
    const smallStorage = {
      get length() {
        return items.size
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > LIMIT) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        items.set(key, value)
      },
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    } satisfies Storage
    const queryClient = createQueryClient()
    stops.push(await startQueryPersistence(queryClient, smallStorage))
    const list = (name: string) =>
      Array.from({ length: 100 }, (_, index) => ({ name: `${name} ${index}`, order: index }))
    queryClient.setQueryData(['news', 'all'], list('Older news'), { updatedAt: Date.now() - 60_000 })
    queryClient.setQueryData(['events', 'all'], list('Newer event'), { updatedAt: Date.now() })
    await new Promise((resolve) => setTimeout(resolve, QUERY_CACHE_SAVE_THROTTLE_MS + 300))
    const saved = JSON.parse(smallStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '{}') as SavedCache
    expect(saved.clientState.queries.map((query) => query.queryKey)).toEqual([['events', 'all']])
  })

  it('an answer fetched more than seven days ago is not shown, even from a copy saved today', async () => {
    await firstVisitSaves('Saved Teacher')
    editSavedCache((cache) => {
      for (const query of cache.clientState.queries) query.state.dataUpdatedAt -= QUERY_CACHE_MAX_AGE_MS + 1000
    })
    server.use(neverAnswers())
    await visit('/faculty')
    expect(await screen.findByText(/Loading the faculty list/)).toBeVisible()
    expect(screen.queryByText('Saved Teacher')).not.toBeInTheDocument()
  })

  it('a refresh that fails keeps the last good answer on screen and saved: the next visit shows it', async () => {
    await firstVisitSaves('Saved Teacher')
    editSavedCache((cache) => {
      for (const query of cache.clientState.queries) query.state.dataUpdatedAt -= DATA_STALE_TIME_MS + 60_000
    })
    server.use(http.get(FACULTY_URL, () => new HttpResponse(null, { status: 503 })))
    const calls = countFacultyCalls()
    const second = await visit('/faculty')
    expect(await screen.findByText('Saved Teacher')).toBeVisible()
    await waitFor(() => expect(second.queryClient.getQueryState(['faculty'])?.status).toBe('error'))
    expect(calls.length).toBeGreaterThan(0)
    expect(screen.getByText('Saved Teacher')).toBeVisible()
    window.dispatchEvent(new Event('pagehide'))
    second.unmount()
    for (const stop of stops) stop()
    stops = []
    const saved = savedCache().clientState.queries.find((query) => JSON.stringify(query.queryKey) === '["faculty"]')
    expect(JSON.stringify(saved?.state.data)).toContain('Saved Teacher')

    server.use(neverAnswers())
    await visit('/faculty')
    expect(await screen.findByText('Saved Teacher')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('saved query cache: bad storage and private answers', () => {
  const NEWS_URL = `${API}/news/all/:code`

  it("saved data of the wrong shape (valid buster) shows the section's error with Retry, not the app error", async () => {
    server.use(
      http.get(NEWS_URL, () => HttpResponse.json([{ _id: 'n1', title: 'Saved news item', fromDate: '2026-11-01' }])),
    )
    const first = await visit('/News')
    expect(await screen.findByText('Saved news item')).toBeVisible()
    window.dispatchEvent(new Event('pagehide'))
    first.unmount()
    editSavedCache((cache) => {
      // Records of the right outer shape whose fields are not what the schema gave (a title that is an object).
      for (const query of cache.clientState.queries)
        query.state.data = [{ _id: 'n1', title: { not: 'text' }, fromDate: '2026-11-01' }]
    })
    server.use(
      neverAnswers(),
      http.get(NEWS_URL, () => HttpResponse.json([{ _id: 'n2', title: 'Fresh news item', fromDate: '2026-11-02' }])),
    )
    await visit('/News')
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByRole('alert')).toHaveTextContent(/Sorry, we could not load/)
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await userEvent.setup().click(retry)
    expect(await screen.findByText('Fresh news item')).toBeVisible()
  })

  it('after corrupted JSON in storage, the visit still saves (throttled, without leaving the page)', async () => {
    window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{"buster": "v1:broken", "clientState": ')
    server.use(http.get(FACULTY_URL, () => HttpResponse.json([{ name: 'New Teacher', order: 1 }])))
    await visit('/faculty')
    expect(await screen.findByText('New Teacher')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, QUERY_CACHE_SAVE_THROTTLE_MS + 500))
    expect(savedCache().clientState.queries.map((query) => query.queryKey)).toContainEqual(['faculty'])
  })

  it('an answer fetched with the token is never saved, so it is never shown once the token is gone', async () => {
    window.localStorage.setItem('token', 'staff-token')
    server.use(
      http.get(FACULTY_URL, ({ request }) =>
        HttpResponse.json([{ name: request.headers.get('authorization') ? 'Staff-only Teacher' : 'Public Teacher' }]),
      ),
    )
    const first = await visit('/faculty')
    expect(await screen.findByText('Staff-only Teacher')).toBeVisible()
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, QUERY_CACHE_SAVE_THROTTLE_MS + 300))
    first.unmount()
    expect(JSON.stringify(savedCache())).not.toContain('Staff-only Teacher')
    window.localStorage.removeItem('token')
    await visit('/faculty')
    expect(await screen.findByText('Public Teacher')).toBeVisible()
    expect(screen.queryByText('Staff-only Teacher')).toBeNull()
  })

  it('an answer fetched with the token that replaces a saved public one is not saved either', async () => {
    server.use(
      http.get(FACULTY_URL, ({ request }) =>
        HttpResponse.json([{ name: request.headers.get('authorization') ? 'Staff-only Teacher' : 'Public Teacher' }]),
      ),
    )
    const first = await visit('/faculty')
    expect(await screen.findByText('Public Teacher')).toBeVisible()
    window.dispatchEvent(new Event('pagehide'))
    first.unmount()
    // Later, with a token: the saved public list shows, and is replaced by the one fetched with the token.
    editSavedCache((cache) => {
      for (const query of cache.clientState.queries) query.state.dataUpdatedAt -= DATA_STALE_TIME_MS + 60_000
    })
    window.localStorage.setItem('token', 'staff-token')
    await visit('/faculty')
    expect(await screen.findByText('Staff-only Teacher')).toBeVisible()
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, QUERY_CACHE_SAVE_THROTTLE_MS + 300))
    expect(JSON.stringify(savedCache())).not.toContain('Staff-only Teacher')
  })

  it("a TC request offline fails at once with the spec's message, and nothing of it is saved", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    try {
      const tcCalls: string[] = []
      const listener = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.startsWith('/api/tc/')) tcCalls.push(request.url)
      }
      server.events.on('request:start', listener)
      stops.push(() => server.events.removeListener('request:start', listener))
      await visit('/TC')
      const user = userEvent.setup()
      await user.type(await screen.findByLabelText(/name/i), 'Asha Verma')
      await user.type(screen.getByLabelText(/admission/i), 'ADM-2019-123')
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      await waitFor(
        () =>
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Failed to process your request. Please try again later.',
          ),
        { timeout: 2_000 },
      )
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
      // Nothing left the browser, nothing was downloaded, and what was typed is still there to send again.
      expect(tcCalls).toEqual([])
      expect(screen.queryByText(/Your certificate has been downloaded/)).toBeNull()
      expect(screen.getByLabelText(/name/i)).toHaveValue('Asha Verma')
      expect(screen.getByLabelText(/admission/i)).toHaveValue('ADM-2019-123')
      window.dispatchEvent(new Event('pagehide'))
      await new Promise((resolve) => setTimeout(resolve, QUERY_CACHE_SAVE_THROTTLE_MS + 300))
      const saved = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? ''
      expect(saved).not.toContain('Asha Verma')
      expect(saved).not.toContain('ADM-2019-123')
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
