import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const GALLERY_URL = `${API}/gallery/All/:code`

const item = (id: string, title: string, date: string | undefined, photos = 2, category = 'PhotoGallery') => ({
  _id: id,
  category,
  title,
  description: `About ${title}`,
  date,
  attachments: Array.from({ length: photos }, (_, i) => `gallery/${id}-${i + 1}.jpg`),
})

const GALLERY = [
  item('sports', 'Annual Sports Day', '2026-11-14T04:30:00.000Z', 8),
  item('teachers', "Teachers' Day", '2026-09-05', 5),
  item('investiture', 'Investiture Ceremony', '2026-07-18', 1),
  item('republic', 'Republic Day', '2026-01-26', 4),
  item('christmas', 'Christmas Carols', '2025-12-23', 6),
  item('science', 'Science Exhibition', '2025-10-18', 3),
  item('founders', "Founder's Day", '2023-09-08', 5),
  item('campus', 'Our Campus', undefined, 4),
  item('bad-date', 'Alumni Meet', 'not-a-date', 3),
  item('circular', 'Holiday List (circular)', '2026-10-02', 1, 'Circular'),
]

function serve(data: unknown[]) {
  server.use(http.get(GALLERY_URL, () => HttpResponse.json(data)))
}

function setToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

const sessionSelect = () => screen.getByRole('combobox', { name: /Session Year/ })
const monthSelect = () => screen.getByRole('combobox', { name: /Month/ })
const cardTitles = async () => {
  const list = await screen.findByRole('list', { name: /Photo galleries/ }, { timeout: 5000 })
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}
/** The card titles once they are `titles`: a filter's new list may arrive a render later (a deferred value). */
const cardTitlesBecome = (titles: string[]) => waitFor(async () => expect(await cardTitles()).toEqual(titles))

beforeEach(() => setToday('2026-11-21T06:00:00.000Z'))
afterEach(() => vi.useRealTimers())

describe('/Gallery', () => {
  it('defaults to the current session (from April) and shows its PhotoGallery cards with the Total Categories count', async () => {
    serve(GALLERY)
    renderRoute('/Gallery')
    expect(await cardTitles()).toEqual(['Annual Sports Day', "Teachers' Day", 'Investiture Ceremony'])
    expect(sessionSelect()).toHaveValue('2026-2027')
    expect(screen.getByText('Total Categories: 3')).toBeVisible()
    expect(screen.queryByText('Holiday List (circular)')).toBeNull()
    expect(screen.queryByText('Our Campus')).toBeNull()
  })

  it('shows a card with cover image, title linking to /SubGallery?id=, description, dd-mm-yyyy date and image count', async () => {
    serve(GALLERY)
    renderRoute('/Gallery')
    const link = await screen.findByRole('link', { name: 'Annual Sports Day' })
    expect(link).toHaveAttribute('href', '/SubGallery?id=sports')
    const card = link.closest('article')
    expect(card).not.toBeNull()
    const inCard = within(card as HTMLElement)
    expect(inCard.getByText('About Annual Sports Day')).toBeVisible()
    expect(inCard.getByText('14-11-2026')).toBeVisible()
    expect(inCard.getByText('8 photos')).toBeVisible()
    const image = (card as HTMLElement).querySelector('img')
    expect(image?.getAttribute('src')).toContain(encodeURIComponent('gallery/sports-1.jpg'))
    expect(within(screen.getByRole('list', { name: /Photo galleries/ })).getByText('1 photo')).toBeVisible()
  })

  it('31 March still belongs to the session that started the April before; January dates too', async () => {
    setToday('2026-03-31T12:00:00.000Z')
    serve(GALLERY)
    renderRoute('/Gallery')
    expect(await cardTitles()).toEqual(['Republic Day', 'Christmas Carols', 'Science Exhibition'])
    expect(sessionSelect()).toHaveValue('2025-2026')
  })

  it('falls back to the next older session with data, and the select shows the session displayed', async () => {
    // 1 April 2027: the current session 2027-2028 has no items yet.
    setToday('2027-04-01T00:30:00.000Z')
    serve(GALLERY)
    renderRoute('/Gallery')
    expect(await cardTitles()).toEqual(['Annual Sports Day', "Teachers' Day", 'Investiture Ceremony'])
    expect(sessionSelect()).toHaveValue('2026-2027')
  })

  it('a selected session without data falls back past empty sessions (2024-2025 shows 2023-2024)', async () => {
    serve(GALLERY)
    renderRoute('/Gallery?year=2024-2025')
    expect(await cardTitles()).toEqual(["Founder's Day"])
    expect(sessionSelect()).toHaveValue('2023-2024')
  })

  it('shows "No data available for the selected year." and the placeholder when no session has data', async () => {
    serve([item('campus', 'Our Campus', undefined), item('bad-date', 'Alumni Meet', 'not-a-date')])
    renderRoute('/Gallery')
    expect(
      await screen.findByText('No data available for the selected year.', undefined, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Gallery Title' })).toBeVisible()
    expect(screen.getByText('Total Categories: 0')).toBeVisible()
  })

  it('offers All plus the months present in the session (April first), and filters by month', async () => {
    serve(GALLERY)
    const { user } = renderRoute('/Gallery?year=2025-2026')
    await cardTitles()
    const options = within(monthSelect())
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['All', 'Oct', 'Dec', 'Jan'])
    await user.selectOptions(monthSelect(), 'Jan')
    await cardTitlesBecome(['Republic Day'])
    expect(screen.getByText('Total Categories: 1')).toBeVisible()
  })

  it('changing the session resets the month to All, and Back walks through the filter changes', async () => {
    serve(GALLERY)
    const { user, router } = renderRoute('/Gallery?year=2025-2026&month=12')
    await cardTitlesBecome(['Christmas Carols'])
    await user.selectOptions(sessionSelect(), '2026-2027')
    await waitFor(() => expect(monthSelect()).toHaveValue('all'))
    expect(router.state.location.search).toEqual({ year: '2026-2027' })
    await cardTitlesBecome(['Annual Sports Day', "Teachers' Day", 'Investiture Ceremony'])
    router.history.back()
    await waitFor(() => expect(sessionSelect()).toHaveValue('2025-2026'))
    expect(monthSelect()).toHaveValue('12')
    await cardTitlesBecome(['Christmas Carols'])
  })

  it('searches titles case-insensitively with "Search Here...", replacing the history entry while typing', async () => {
    serve(GALLERY)
    const { user, router } = renderRoute('/Gallery')
    await cardTitles()
    const before = router.history.length
    await user.type(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search Here...' }), 'DAY')
    await cardTitlesBecome(['Annual Sports Day', "Teachers' Day"])
    expect(router.state.location.search).toEqual({ q: 'DAY' })
    expect(router.history.length).toBe(before)
    await user.clear(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search Here...' }))
    await waitFor(async () => expect(await cardTitles()).toHaveLength(3))
    expect(router.state.location.search).toEqual({})
  })

  it('a shared URL restores the filtered view', async () => {
    serve(GALLERY)
    renderRoute('/Gallery?year=2025-2026&month=12&q=carol')
    await cardTitlesBecome(['Christmas Carols'])
    expect(sessionSelect()).toHaveValue('2025-2026')
    expect(monthSelect()).toHaveValue('12')
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search Here...' })).toHaveValue('carol')
  })

  it('bad URL values fall back to the defaults instead of crashing', async () => {
    serve(GALLERY)
    renderRoute('/Gallery?year=banana&month=13&q=%7B%7D')
    expect(await cardTitles()).toHaveLength(3)
    expect(sessionSelect()).toHaveValue('2026-2027')
    expect(monthSelect()).toHaveValue('all')
  })

  it('every filter control has an accessible name with Session/Year, Month or Search', async () => {
    serve(GALLERY)
    renderRoute('/Gallery')
    await cardTitles()
    expect(sessionSelect()).toBeVisible()
    expect(monthSelect()).toBeVisible()
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: /Search/ })).toBeVisible()
  })
})
