import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const EVENTS_URL = `${API}/events/All/:code`
const SLOW = { timeout: 5000 }

const EVENTS = [
  {
    _id: 'sports-2026',
    title: 'Annual Sports Day',
    description: 'House-wise athletics finals.',
    date: '2026-11-28',
    time: '8:00 AM',
    venue: 'School Playground',
    images: ['events/sports.svg'],
    attachments: ['events/sports-schedule.pdf'],
  },
  {
    _id: 'ptm-2026',
    title: 'Parent-Teacher Meeting',
    date: '2026-10-10T03:30:00.000Z',
    time: '9:30 AM',
    venue: 'Classrooms',
  },
  { _id: 'science-2026', title: 'Science Exhibition', date: '2026-09-19', time: '10:30 AM', venue: 'Science Block' },
  { _id: 'christmas-2025', title: 'Christmas Carol Service', date: '2025-12-22', time: '11:00 AM', venue: 'Chapel' },
  {
    _id: 'republic-2025',
    title: 'Republic Day',
    date: '2025-01-26',
    venue: 'Quadrangle',
    attachments: ['javascript:alert(1)'],
  },
  { _id: 'open-house', title: 'Open House', description: 'Date to be announced.', venue: 'Main Building' },
  { _id: 'blood', title: 'Blood Donation Camp', date: 'not-a-date', venue: 'Hall' },
]

function serve(data: unknown[]) {
  server.use(http.get(EVENTS_URL, () => HttpResponse.json(data)))
}

const yearSelect = () => screen.getByRole('combobox', { name: /Year/ })
const monthSelect = () => screen.getByRole('combobox', { name: /Month/ })
const titles = async () => {
  const list = await screen.findByRole('list', { name: 'Events' }, SLOW)
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('/Events', () => {
  it('defaults to the current calendar year, newest first, with Total Count', async () => {
    serve(EVENTS)
    renderRoute('/Events')
    expect(await titles()).toEqual(['Annual Sports Day', 'Parent-Teacher Meeting', 'Science Exhibition'])
    expect(yearSelect()).toHaveValue('2026')
    expect(screen.getByText('Total Count: 3')).toBeVisible()
  })

  it('describes the events shown, and only those, as schema.org Events (a hostile title cannot end the script)', async () => {
    const hostile = '</script><script>alert(1)</script>'
    serve([...EVENTS, { _id: 'x-2026', title: hostile, date: '2026-11-02' }])
    const { container } = renderRoute('/Events?month=11')
    expect(await titles()).toEqual(['Annual Sports Day', hostile])
    const blocks = container.querySelectorAll('script[type="application/ld+json"]')
    expect(blocks).toHaveLength(1)
    const graph = JSON.parse(blocks[0]?.textContent ?? '') as { '@graph': Array<Record<string, unknown>> }
    expect(graph['@graph']).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'Annual Sports Day',
        startDate: '2026-11-28T08:00:00+05:30',
        location: expect.objectContaining({ name: expect.stringContaining('School Playground') }) as unknown,
        url: expect.stringContaining('/Events?year=2026&item=') as unknown,
      }),
      expect.objectContaining({ '@type': 'Event', name: hostile, startDate: '2026-11-02' }),
    ])
    expect(blocks[0]?.innerHTML).not.toContain('</script')
  })

  it('shows attachment clip, image, title, description, time, date and venue on a card', async () => {
    serve(EVENTS)
    renderRoute('/Events')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Annual Sports Day' }, SLOW)
    const card = within(heading.closest('article') as HTMLElement)
    expect(card.getByText('House-wise athletics finals.')).toBeVisible()
    expect(card.getByText('8:00 AM')).toBeVisible()
    expect(card.getByText('28 Nov 2026')).toBeVisible()
    expect(card.getByText('School Playground')).toBeVisible()
    const attachment = card.getByRole('link', { name: /Attachment\s+for Annual Sports Day/ })
    expect(attachment.getAttribute('href')).toContain(encodeURIComponent('events/sports-schedule.pdf'))
    expect(attachment).toHaveAttribute('rel', 'noopener noreferrer')
    expect((heading.closest('article') as HTMLElement).querySelector('img')?.getAttribute('src')).toContain(
      encodeURIComponent('events/sports.svg'),
    )
  })

  it('All Years shows undated events; any year or month filter excludes them', async () => {
    serve(EVENTS)
    const { user } = renderRoute('/Events?year=all')
    expect(await titles()).toContain('Open House')
    expect(await titles()).toContain('Blood Donation Camp')
    expect(screen.getByText('Total Count: 7')).toBeVisible()
    await user.selectOptions(monthSelect(), 'Dec')
    await waitFor(async () => expect(await titles()).toEqual(['Christmas Carol Service']))
  })

  it('offers All Years plus years descending (the current year always), and months present in the year', async () => {
    serve(EVENTS)
    renderRoute('/Events')
    await titles()
    expect(
      within(yearSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Years', '2026', '2025'])
    expect(
      within(monthSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Sep', 'Oct', 'Nov'])
  })

  it('changing the year pushes a history entry and resets the month; Back restores the previous view', async () => {
    serve(EVENTS)
    const { user, router } = renderRoute('/Events?month=10')
    expect(await titles()).toEqual(['Parent-Teacher Meeting'])
    await user.selectOptions(yearSelect(), '2025')
    await waitFor(async () => expect(await titles()).toEqual(['Christmas Carol Service', 'Republic Day']))
    expect(monthSelect()).toHaveValue('all')
    router.history.back()
    await waitFor(async () => expect(await titles()).toEqual(['Parent-Teacher Meeting']))
    expect(yearSelect()).toHaveValue('2026')
  })

  it('search is a case-insensitive substring of the title, without a history entry per keystroke', async () => {
    serve(EVENTS)
    const { user, router } = renderRoute('/Events?year=all')
    await titles()
    const before = router.history.length
    await user.type(within(screen.getByRole('main')).getByRole('searchbox', { name: /Search/ }), 'dAy')
    await waitFor(async () => expect(await titles()).toEqual(['Annual Sports Day', 'Republic Day']))
    expect(router.history.length).toBe(before)
  })

  it('shows the "Event Title" placeholder when the year has no events', async () => {
    serve(EVENTS)
    renderRoute('/Events?year=2024')
    expect(await screen.findByRole('heading', { level: 2, name: 'Event Title' }, SLOW)).toBeVisible()
    expect(screen.getByText('Total Count: 0')).toBeVisible()
  })

  it('an unsafe attachment renders no link', async () => {
    serve(EVENTS)
    renderRoute('/Events?year=2025')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Republic Day' }, SLOW)
    expect(within(heading.closest('article') as HTMLElement).queryByRole('link')).toBeNull()
  })

  it('"Add to calendar" downloads an .ics file of the event; undated events offer none', async () => {
    serve(EVENTS)
    let saved: Blob | undefined
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:test'
    })
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { user } = renderRoute('/Events?year=all')
    await titles()
    expect(screen.queryByRole('button', { name: /Add to calendar\s+for Open House/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: /Add to calendar\s+for Annual Sports Day/ }))
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('annual-sports-day.ics')
    const text = await (saved as Blob).text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('SUMMARY:Annual Sports Day\r\n')
    // 8:00 AM at the school (IST) is 02:30 UTC.
    expect(text).toContain('DTSTART:20261128T023000Z\r\n')
    expect(text).toContain('LOCATION:School Playground\r\n')
  })

  it('"Add these events to my calendar" downloads one .ics of every dated event the filters show', async () => {
    serve(EVENTS)
    const saved: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:test'
    })
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { user } = renderRoute('/Events?year=2026')
    expect(await titles()).toEqual(['Annual Sports Day', 'Parent-Teacher Meeting', 'Science Exhibition'])
    await user.click(screen.getByRole('button', { name: 'Add these events to my calendar' }))
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('events-2026.ics')
    const text = await (saved[0] as Blob).text()
    expect(text.match(/^SUMMARY:.*$/gm)).toEqual([
      'SUMMARY:Annual Sports Day',
      'SUMMARY:Parent-Teacher Meeting',
      'SUMMARY:Science Exhibition',
    ])

    await user.selectOptions(monthSelect(), '10')
    await waitFor(() => expect(screen.getByText('Total Count: 1')).toBeVisible())
    await user.click(screen.getByRole('button', { name: 'Add these events to my calendar' }))
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('events-2026-10.ics')
    expect((await (saved[1] as Blob).text()).match(/^SUMMARY:.*$/gm)).toEqual(['SUMMARY:Parent-Teacher Meeting'])
  })

  it('offers no calendar file when no event shown has a date', async () => {
    serve(EVENTS)
    renderRoute('/Events?year=all&q=open%20house')
    expect(await titles()).toEqual(['Open House'])
    expect(screen.queryByRole('button', { name: 'Add these events to my calendar' })).toBeNull()
  })
})
