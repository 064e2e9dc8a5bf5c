import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const TOPPER_URL = `${API}/topper/:code`

afterEach(() => vi.restoreAllMocks())

const record = (cls: string, sessionYear: string, name: string, division: unknown, extra: object = {}) => ({
  class: cls,
  sessionYear,
  name,
  stream: cls === 'X' ? 'ICSE' : cls === 'XII' ? 'Science' : 'IX-A',
  division,
  attachments: [],
  ...extra,
})

const thisYear = new Date().getFullYear()
const currentClassYear = `${thisYear - 1}-${thisYear}`
const previousClassYear = `${thisYear - 2}-${thisYear - 1}`

const TOPPERS = [
  record('X', '2023-2024', 'Old Icse', '99'),
  record('X', '2025-2026', 'Kabir Singh', '95'),
  record('X', '2025-2026', 'Rohan Verma', '96.4', { attachments: ['toppers/rohan.svg'] }),
  record('X', '2025-2026', 'Ishita Srivastava', '96.4'),
  record('X', '2025-2026', 'Ananya Mishra', '98.2'),
  record('X', '2025-2026', 'No Marks', 'Absent'),
  record('XII', '2024-2025', 'Harsh Jaiswal', '96.8'),
  record('XII', '2025-2026', 'Daniel Thomas', 'Distinction'),
  record('XII', '2025-2026', 'Saurabh Rai', '97.25'),
  record('XII', '2025-2026', 'Nandini Agarwal', '96.5', { stream: 'Commerce' }),
  record('OtherToppers', currentClassYear, 'Riya Sonkar', '94.5'),
  record('OtherToppers', currentClassYear, 'Tanya Yadav', '96.25'),
  record('OtherToppers', previousClassYear, 'Sara Joseph', '95.6'),
  record('OtherToppers', '2019-2020', 'Mohit Sahu', '99.5'),
  // Dropped: no name.
  { class: 'X', sessionYear: '2025-2026', division: '100' },
]

function serveToppers(toppers: unknown[] = TOPPERS) {
  const calls = vi.fn()
  server.use(
    http.get(TOPPER_URL, () => {
      calls()
      return HttpResponse.json(toppers)
    }),
  )
  return calls
}

async function cardNames(listName?: string | RegExp) {
  const list = await screen.findByRole('list', { name: listName ?? /^Toppers/ })
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}

const yearSelect = () => screen.findByRole('combobox', { name: /Year/ })
// The list's own box (the header's "Search the site" box is in the page too: jsdom applies no CSS).
const searchBox = async () => within(await screen.findByRole('main')).findByRole('searchbox', { name: /Search/ })

describe('/topperX (ICSE toppers)', () => {
  it('opens on the newest year, highest marks first, ties in backend order, unparseable marks last', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperX')
    expect(await yearSelect()).toHaveValue('2025-2026')
    expect(await cardNames('Toppers 2025-2026')).toEqual([
      'Ananya Mishra',
      'Rohan Verma',
      'Ishita Srivastava',
      'Kabir Singh',
      'No Marks',
    ])
    expect(screen.getByText('Total Toppers: 5')).toBeVisible()
    const options = within(await yearSelect())
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['2025-2026', '2023-2024'])
  })

  it('shows photo or placeholder, stream and marks on each card', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperX')
    const list = await screen.findByRole('list', { name: 'Toppers 2025-2026' })
    const rohan = within(list).getByRole('heading', { name: 'Rohan Verma' }).closest('article')!
    expect(within(rohan).getByRole('img', { name: 'Photo of Rohan Verma' })).toHaveAttribute(
      'src',
      `${API}/image?url=${encodeURIComponent('toppers/rohan.svg')}`,
    )
    expect(within(rohan).getByText('ICSE')).toBeVisible()
    expect(within(rohan).getByText('96.4%')).toBeVisible()
    const kabir = within(list).getByRole('heading', { name: 'Kabir Singh' }).closest('article')!
    expect(kabir.querySelector('img')).toHaveAttribute('src', '/images/person-placeholder.svg')
    expect(within(list).getByText('Absent')).toBeVisible()
  })

  it('changing the year shows that year and writes it to the URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    const { user, router } = renderRoute('/topperX')
    await user.selectOptions(await yearSelect(), '2023-2024')
    expect(await cardNames('Toppers 2023-2024')).toEqual(['Old Icse'])
    expect(router.state.location.search).toEqual({ year: '2023-2024' })
  })

  it('searches names case-insensitively, keeps the order, and puts q in the URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    const { user, router } = renderRoute('/topperX')
    const historyLength = router.history.length
    await user.type(await searchBox(), 'aN')
    await waitFor(async () => expect(await cardNames()).toEqual(['Ananya Mishra', 'Rohan Verma']))
    expect(router.state.location.search).toEqual({ q: 'aN' })
    // Typing replaces the history entry instead of adding one per keystroke.
    expect(router.history.length).toBe(historyLength)
    await user.clear(await searchBox())
    await waitFor(async () => expect(await cardNames()).toHaveLength(5))
  })

  it('reads year and search from the URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperX?year=2025-2026&q=verma')
    expect(await searchBox()).toHaveValue('verma')
    expect(await cardNames()).toEqual(['Rohan Verma'])
  })

  it('a bad or unknown year in the URL falls back to the newest year', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperX?year=1999-2000&q=%7B')
    expect(await yearSelect()).toHaveValue('2025-2026')
    expect(await screen.findByText('No toppers named like "{" in 2025-2026.')).toBeVisible()
  })

  it('has no All option', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperX?year=all')
    expect(await yearSelect()).toHaveValue('2025-2026')
    expect(within(await yearSelect()).queryByRole('option', { name: 'All' })).toBeNull()
  })

  it('shows an empty state when there are no ICSE toppers, and when a search matches no one', async () => {
    serveToppers([record('XII', '2025-2026', 'Only Isc', '90')])
    const { user } = renderRoute('/topperX')
    expect(await screen.findByText('No toppers have been listed yet.')).toBeVisible()
    expect(screen.queryByRole('list', { name: /^Toppers/ })).toBeNull()
    await user.type(await searchBox(), 'x')
    expect(await screen.findByText('No toppers have been listed yet.')).toBeVisible()
  })

  it('a failed load shows the section error with Retry', async () => {
    server.use(http.get(TOPPER_URL, () => new HttpResponse('oops', { status: 500 })))
    renderRoute('/topperX')
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'ICSE Toppers' })).toBeVisible()
  })
})

describe('/topperXII (ISC toppers)', () => {
  it('opens on the newest year, sorted by marks, "Distinction" last', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/topperXII')
    expect(await yearSelect()).toHaveValue('2025-2026')
    expect(await cardNames('Toppers 2025-2026')).toEqual(['Saurabh Rai', 'Nandini Agarwal', 'Daniel Thomas'])
    expect(screen.getByText('Commerce')).toBeVisible()
  })

  it('search with no match shows the empty state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    const { user } = renderRoute('/topperXII')
    await user.type(await searchBox(), 'zzz')
    expect(await screen.findByText('No toppers named like "zzz" in 2025-2026.')).toBeVisible()
    expect(screen.getByText('Total Toppers: 0')).toBeVisible()
  })
})

describe('/classTopper (class toppers)', () => {
  it(`opens on (current year - 1)-(current year), ${currentClassYear}, with All first in the options`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/classTopper')
    expect(await yearSelect()).toHaveValue(currentClassYear)
    expect(await cardNames(`Toppers ${currentClassYear}`)).toEqual(['Tanya Yadav', 'Riya Sonkar'])
    const options = within(await yearSelect())
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['All', currentClassYear, previousClassYear, '2019-2020'])
  })

  it('All shows every year, sorted by marks, with the session on each card', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    const { user, router } = renderRoute('/classTopper')
    await user.selectOptions(await yearSelect(), 'All')
    expect(await cardNames('Toppers of every year')).toEqual([
      'Mohit Sahu',
      'Tanya Yadav',
      'Sara Joseph',
      'Riya Sonkar',
    ])
    const list = screen.getByRole('list', { name: 'Toppers of every year' })
    expect(within(list).getByText('2019-2020')).toBeVisible()
    expect(router.state.location.search).toEqual({ year: 'all' })
  })

  it('All combines with the search', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serveToppers()
    renderRoute('/classTopper?year=all&q=SA')
    expect(await cardNames('Toppers of every year')).toEqual(['Mohit Sahu', 'Sara Joseph'])
  })

  it('the default year is offered even without records, with an empty state', async () => {
    serveToppers([record('OtherToppers', '2019-2020', 'Mohit Sahu', '99.5')])
    renderRoute('/classTopper')
    expect(await yearSelect()).toHaveValue(currentClassYear)
    expect(await screen.findByText(`No toppers have been listed for ${currentClassYear}.`)).toBeVisible()
  })

  it('the three topper pages share one request for all topper records', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const calls = serveToppers()
    const { router } = renderRoute('/classTopper')
    expect(await cardNames()).toEqual(['Tanya Yadav', 'Riya Sonkar'])
    await router.navigate({ to: '/topperX' })
    expect(await cardNames('Toppers 2025-2026')).toHaveLength(5)
    await router.navigate({ to: '/topperXII' })
    expect(await cardNames('Toppers 2025-2026')).toHaveLength(3)
    expect(calls).toHaveBeenCalledTimes(1)
  })
})
