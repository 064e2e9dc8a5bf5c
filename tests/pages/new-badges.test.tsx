import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { recordPageView, startVisit } from '@/components/ui/visit-memory'
import { LAST_VISIT_STORAGE_KEY } from '@/config/constants'
import { API, renderRoute } from '../render-route'

/**
 * "New since your last visit" on the list pages, with the demo data (mocks/fixtures/): the previous visit
 * was on 30 September 2026 (school time), today is 21 November 2026.
 */
const PREVIOUS_VISIT = new Date('2026-09-30T12:00:00.000Z')
const TODAY = new Date('2026-11-21T06:00:00.000Z')
const SLOW = { timeout: 8000 }

function returnVisit() {
  window.localStorage.setItem(LAST_VISIT_STORAGE_KEY, String(PREVIOUS_VISIT.getTime()))
  startVisit(TODAY)
}

/** The titles of the cards of `list` that carry a "New" badge. */
async function newTitles(listName: string | RegExp) {
  const list = await screen.findByRole('list', { name: listName }, SLOW)
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText('since your last visit') !== null)
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent)
}

afterEach(() => {
  // The next test starts as a first visit again.
  window.localStorage.clear()
  window.sessionStorage.clear()
  startVisit(TODAY)
})

describe('"New" badges', () => {
  it('News: items dated since the previous visit, the badge read as "New since your last visit"', async () => {
    returnVisit()
    renderRoute('/News?year=2026')
    expect(await newTitles('News')).toEqual([
      'Admissions open for session 2027-2028',
      'Winter uniform from 1st November',
    ])
    const badge = screen.getAllByText('New', { exact: false, selector: '.new-badge' })[0]
    expect(badge).toHaveTextContent('New since your last visit')
    expect(badge).toBeVisible()
  })

  it('Events: dated since the previous visit, not upcoming ones', async () => {
    returnVisit()
    renderRoute('/Events?year=2026')
    // Annual Sports Day (28 November) is still to come; the science exhibition (19 September) was before the visit.
    expect(await newTitles('Events')).toEqual(['Parent-Teacher Meeting (Classes I to XII)'])
  })

  it('Photo Gallery: albums dated since the previous visit', async () => {
    returnVisit()
    renderRoute('/Gallery?year=2026-2027')
    expect(await newTitles(/^Photo galleries/)).toEqual(['Annual Sports Day 2026'])
  })

  it('Syllabus: circulars dated since the previous visit', async () => {
    server.use(
      http.get(`${API}/circular/all/:code`, () =>
        HttpResponse.json([
          {
            _id: 'c1',
            category: 'Syllabus',
            title: 'Revised syllabus: Class IX',
            date: '2026-11-10',
            attachments: ['a.pdf'],
          },
          { _id: 'c2', category: 'Syllabus', title: 'Syllabus 2026-2027', date: '2026-04-02', attachments: ['b.pdf'] },
        ]),
      ),
    )
    returnVisit()
    renderRoute('/syllabus')
    const list = await screen.findByRole('list', { name: 'Syllabus files' }, SLOW)
    const fresh = within(list)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText('since your last visit') !== null)
    expect(fresh.map((item) => item.querySelector('.pdf-tile__title')?.textContent)).toEqual([
      'Revised syllabus: Class IX',
    ])
  })

  it('a first visit shows no badges', async () => {
    startVisit(TODAY)
    renderRoute('/News?year=2026')
    expect(await newTitles('News')).toEqual([])
    expect(screen.queryByText('since your last visit')).toBeNull()
  })

  it('a tab kept open for weeks: its first-ever visit counts, and a later page view brings the badges', async () => {
    // First visit on 1 October; the tab stays open.
    startVisit(new Date('2026-10-01T04:00:00.000Z'))
    renderRoute('/News?year=2026')
    expect(await newTitles('News')).toEqual([])
    // 21 November, the same tab: a page view (a route change) starts a new visit, compared with the one of 1 October.
    act(() => void recordPageView(TODAY))
    expect(await newTitles('News')).toEqual([
      'Admissions open for session 2027-2028',
      'Winter uniform from 1st November',
    ])
  })
})
