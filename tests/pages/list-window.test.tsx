import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { LIST_PAGE_SIZE, MAX_CARDS_IN_DOM } from '@/selectors/list-window'
import { API, renderRoute } from '../render-route'

/**
 * Scale: a long News, Events or Photo Gallery list shows a page of cards (LIST_PAGE_SIZE), "Show more" adds
 * a page, and the page never holds more than MAX_CARDS_IN_DOM (the first ones make room, "Show earlier" brings them
 * back); the filter bar's count
 * still counts every match, and a filter change goes back to the first page.
 */

const SLOW = { timeout: 5000 }

/** `count` records, one a day back from 20 November 2026 (all in 2026 for count ≤ 300). */
function dated(count: number, field: 'fromDate' | 'date', extra: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, index) => ({
    _id: `item-${index + 1}`,
    title: `Item ${index + 1}`,
    [field]: new Date(Date.UTC(2026, 10, 20 - index)).toISOString().slice(0, 10),
    ...extra,
  }))
}

const cardsOf = async (name: string | RegExp) => {
  const list = await screen.findByRole('list', { name }, SLOW)
  return within(list).getAllByRole('heading', { level: 2 })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'))
})
afterEach(() => vi.useRealTimers())

describe('long lists', () => {
  it('/News shows a page of 130 news, at most the DOM limit after many "Show more", and Total Count 130', async () => {
    server.use(http.get(`${API}/news/all/:code`, () => HttpResponse.json(dated(130, 'fromDate'))))
    const user = userEvent.setup()
    renderRoute('/News')
    expect(await cardsOf('News')).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getByText('Total Count: 130')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${LIST_PAGE_SIZE} of 130 news`)
    const more = screen.getByRole('button', { name: 'Show more news' })
    // One press past the DOM limit: the first page makes room.
    const presses = Math.ceil(MAX_CARDS_IN_DOM / LIST_PAGE_SIZE)
    for (let press = 0; press < presses; press += 1) await user.click(more)
    const end = (presses + 1) * LIST_PAGE_SIZE
    const start = end - MAX_CARDS_IN_DOM
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Showing ${start + 1}–${end} of 130 news`))
    const cards = await cardsOf('News')
    expect(cards).toHaveLength(MAX_CARDS_IN_DOM)
    expect(cards[0]).toHaveTextContent(`Item ${start + 1}`)
    expect(screen.getByText('Total Count: 130')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show earlier news' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${MAX_CARDS_IN_DOM} of 130 news`),
    )
    // A filter change (November only: 20 news) goes back to the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '11')
    await waitFor(() => expect(screen.getByText('Total Count: 20')).toBeVisible())
    expect(await cardsOf('News')).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${LIST_PAGE_SIZE} of 20 news`)
    expect(screen.queryByRole('button', { name: 'Show earlier news' })).toBeNull()
  })

  it('/Events shows a page of 75 events, then two, and counts all 75', async () => {
    server.use(http.get(`${API}/events/All/:code`, () => HttpResponse.json(dated(75, 'date'))))
    const user = userEvent.setup()
    renderRoute('/Events')
    expect(await cardsOf('Events')).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getByText('Total Count: 75')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show more events' }))
    await waitFor(async () => expect(await cardsOf('Events')).toHaveLength(2 * LIST_PAGE_SIZE))
    expect(screen.getByText('Total Count: 75')).toBeVisible()
  })

  it('/Gallery shows a page of 70 albums, then two, and Total Categories counts all 70', async () => {
    server.use(
      http.get(`${API}/gallery/All/:code`, () =>
        HttpResponse.json(dated(70, 'date', { category: 'PhotoGallery', attachments: [] })),
      ),
    )
    const user = userEvent.setup()
    renderRoute('/Gallery')
    expect(await cardsOf(/^Photo galleries/)).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getByText('Total Categories: 70')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show more albums' }))
    await waitFor(async () => expect(await cardsOf(/^Photo galleries/)).toHaveLength(2 * LIST_PAGE_SIZE))
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${2 * LIST_PAGE_SIZE} of 70 albums`)
  })
})
