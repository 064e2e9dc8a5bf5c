import { dehydrate, QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_STORAGE_KEY } from '@/config/constants'
import { queryCacheBuster } from '@/query-client'
import { visitWithSavedCache } from '../render-route'

/**
 * Saved data with a valid buster but the wrong shape (a full or corrupted localStorage, another tab, a
 * hand edit) never takes a page down: every section either shows it, or shows its own error with Retry.
 */

const ALBUM_ID = 'gallery-sports-day-2026'

/** Every query key the site uses (src/api/*.queries.ts). */
const QUERY_KEYS: readonly (readonly unknown[])[] = [
  ['news', 'home'],
  ['news', 'all'],
  ['events', 'home'],
  ['events', 'all'],
  ['birthdays', 'today'],
  ['birthdays', 'all'],
  ['principal', 'messages'],
  ['gallery', 'home'],
  ['gallery', 'all'],
  ['gallery', 'item', ALBUM_ID],
  ['videos'],
  ['faculty'],
  ['circulars'],
  ['highlights'],
  ['notifications'],
  ['online', 'registration'],
  ['toppers'],
]

const WRONG_SHAPES: Record<string, unknown> = {
  'an object where a list is due': { not: 'a list' },
  'a list of the wrong things': [null, 42, 'text', [1, 2], { title: { nested: true }, date: 5, attachments: 'x' }],
  'records whose fields have the wrong types': [
    {
      _id: { id: 1 },
      title: { nested: true },
      name: ['a'],
      category: 'Principal',
      message: { html: '<p>x</p>' },
      class: 'X',
      sessionYear: 2026,
      division: {},
      date: '2026-11-01',
      fromDate: '2026-11-01',
      attachments: 7,
      image: 7,
      videoUrl: 7,
    },
  ],
}

/** Save a cache in which every query holds `data`, fresh (so it is shown without asking the backend first). */
function saveEveryQueryAs(data: unknown) {
  const client = new QueryClient()
  for (const key of QUERY_KEYS) client.setQueryData(key, data)
  const clientState = dehydrate(client)
  window.localStorage.setItem(
    QUERY_CACHE_STORAGE_KEY,
    JSON.stringify({ buster: queryCacheBuster(), timestamp: Date.now(), clientState }),
  )
}

let stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  cleanup()
  window.localStorage.clear()
  vi.restoreAllMocks()
})

async function visit(path: string) {
  const view = await visitWithSavedCache(path)
  stops.push(view.stopSaving)
  return view
}

const PAGES = [
  '/',
  '/News',
  '/Events',
  '/Gallery',
  `/SubGallery?id=${ALBUM_ID}`,
  '/VideoGallery',
  '/faculty',
  '/syllabus',
  '/PrincipalMessage',
  '/topperX',
  '/school-topper',
]

describe.each(Object.entries(WRONG_SHAPES))('saved data that is %s', (_shape, data) => {
  it.each(PAGES)('%s keeps its frame and heading; no page-wide error', async (path) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    saveEveryQueryAs(data)
    await visit(path)
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeVisible()
    // Give every section the chance to render what was restored.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
