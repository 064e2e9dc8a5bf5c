import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const NEWS_URL = `${API}/news/all/:code`
const SLOW = { timeout: 5000 }

const NEWS = [
  {
    _id: 'admissions',
    title: 'Admissions open for 2027-2028',
    description: 'Forms from the school office in the first week of January.',
    attachments: ['news/admission-notice.pdf'],
    fromDate: '2026-11-02',
  },
  { _id: 'uniform', title: 'Winter uniform from 1st November', fromDate: '2026-10-25T03:30:00.000Z' },
  { _id: 'results', title: 'ICSE and ISC results: 100% pass', fromDate: '2026-05-06' },
  { _id: 'fees', title: 'Fee structure 2025', fromDate: '2025-03-31T20:00:00.000Z' },
  { _id: 'nodate', title: 'Library timings' },
  { _id: 'baddate', title: 'Bus routes', fromDate: '31/12/2025' },
]

function serve(data: unknown[]) {
  server.use(http.get(NEWS_URL, () => HttpResponse.json(data)))
}

const yearSelect = () => screen.getByRole('combobox', { name: /Year/ })
const monthSelect = () => screen.getByRole('combobox', { name: /Month/ })
const titles = async () => {
  const list = await screen.findByRole('list', { name: 'News' }, SLOW)
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'))
})
afterEach(() => vi.useRealTimers())

describe('/News', () => {
  it('defaults to the current calendar year on fromDate, newest first, with Total Count', async () => {
    serve(NEWS)
    renderRoute('/News')
    expect(await titles()).toEqual([
      'Admissions open for 2027-2028',
      'Winter uniform from 1st November',
      'ICSE and ISC results: 100% pass',
    ])
    expect(yearSelect()).toHaveValue('2026')
    expect(screen.getByText('Total Count: 3')).toBeVisible()
  })

  it('describes the notices shown as schema.org NewsArticles, with their dates', async () => {
    serve(NEWS)
    const { container } = renderRoute('/News?year=2026&month=10')
    expect(await titles()).toEqual(['Winter uniform from 1st November'])
    const block = container.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(block?.textContent ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'NewsArticle', headline: 'Winter uniform from 1st November', datePublished: '2026-10-25' }],
    })
  })

  it('shows day, month, title, description and attachment on a card', async () => {
    serve(NEWS)
    renderRoute('/News')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Admissions open for 2027-2028' }, SLOW)
    const card = within(heading.closest('article') as HTMLElement)
    expect(card.getByText('02')).toBeVisible()
    expect(card.getByText('Nov')).toBeVisible()
    expect(card.getByText('Forms from the school office in the first week of January.')).toBeVisible()
    const attachment = card.getByRole('link', { name: /Attachment/ })
    expect(attachment.getAttribute('href')).toContain(encodeURIComponent('news/admission-notice.pdf'))
    expect(attachment).toHaveAttribute('target', '_blank')
  })

  it('reads a timestamp in school time: 31 March 20:00 UTC is 1 April in India', async () => {
    serve(NEWS)
    const { user } = renderRoute('/News?year=2025')
    expect(await titles()).toEqual(['Fee structure 2025'])
    expect(
      within(monthSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Apr'])
    await user.selectOptions(monthSelect(), 'Apr')
    await waitFor(async () => expect(await titles()).toEqual(['Fee structure 2025']))
  })

  it('undated and unparseable news show only under All Years with All months', async () => {
    serve(NEWS)
    const { user } = renderRoute('/News?year=all')
    expect(await titles()).toEqual(expect.arrayContaining(['Library timings', 'Bus routes']))
    expect(screen.getByText('Total Count: 6')).toBeVisible()
    await user.selectOptions(monthSelect(), 'Nov')
    await waitFor(async () => expect(await titles()).toEqual(['Admissions open for 2027-2028']))
  })

  it("a shared notice's link (?item=) shows the year's list; a filter change leaves the item behind", async () => {
    serve(NEWS)
    const { user, router } = renderRoute('/News?year=2026&item=news-uniform')
    expect(await titles()).toEqual([
      'Admissions open for 2027-2028',
      'Winter uniform from 1st November',
      'ICSE and ISC results: 100% pass',
    ])
    expect(router.state.location.search).toEqual({ year: 2026, item: 'news-uniform' })
    await user.selectOptions(monthSelect(), 'Oct')
    await waitFor(() => expect(router.state.location.search).toEqual({ year: 2026, month: 10 }))
    expect(await titles()).toEqual(['Winter uniform from 1st November'])
  })

  it('a shared URL restores the filtered view', async () => {
    serve(NEWS)
    renderRoute('/News?year=2026&month=10&q=WINTER')
    expect(await titles()).toEqual(['Winter uniform from 1st November'])
    expect(yearSelect()).toHaveValue('2026')
    expect(monthSelect()).toHaveValue('10')
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: /Search/ })).toHaveValue('WINTER')
  })

  it('shows the "News title" placeholder when nothing matches', async () => {
    serve(NEWS)
    renderRoute('/News?q=zzz')
    expect(await screen.findByRole('heading', { level: 2, name: 'News title' }, SLOW)).toBeVisible()
    expect(screen.getByText('Total Count: 0')).toBeVisible()
  })

  it('bad URL values fall back to the defaults', async () => {
    serve(NEWS)
    renderRoute('/News?year=twenty&month=0')
    expect(await titles()).toHaveLength(3)
    expect(yearSelect()).toHaveValue('2026')
    expect(monthSelect()).toHaveValue('all')
  })
})
