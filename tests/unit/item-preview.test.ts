import { describe, expect, it } from 'vitest'
import { pageHead } from '@/config/page-head'
import { datedListSearchSchema } from '@/shared/list-search-params'
import { eventPreview, newsPreview } from '@/features/lists/item-preview'
import { itemSharePath } from '@/selectors/share-url'
import { i18nIn } from '../render-route'

/** The English page's head. */
const ENGLISH = { lang: 'en', i18n: i18nIn('en') } as const

/** The Events page's list as the query cache holds it (the backend's answer, parsed). */
const EVENTS = [
  {
    _id: 'ptm-2026',
    title: 'Parent-Teacher Meeting',
    description: 'Discussion of the first term progress report with the class teachers.',
    date: '2026-10-10T03:30:00.000Z',
    time: '9:30 AM',
    venue: 'Respective Classrooms',
    images: ['events/ptm.jpg'],
    attachments: [],
  },
  { _id: 'dup', title: 'Sports Day', date: '2026-12-05', images: [], attachments: [] },
  { _id: 'dup', title: 'Sports Day, second day', date: '2026-12-06', images: [], attachments: [] },
]

const NEWS = [
  {
    _id: 'admissions-2027',
    title: 'Admissions open',
    description: 'Forms from the office.',
    fromDate: '2026-11-02',
    attachments: [],
  },
  { title: 'Holiday on Monday', fromDate: '2026-11-20', attachments: [] },
]

const metaOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)) as
    { content: string } | undefined

describe('a shared item names itself in its link', () => {
  it("is shared at its list page's year, with ?item= its anchor and #anchor where the page scrolls", () => {
    expect(itemSharePath('event', EVENTS[0]!)).toBe('/Events?year=2026&item=event-ptm-2026#event-ptm-2026')
    expect(itemSharePath('news', { title: 'Holiday on Monday', date: '2026-11-20' })).toBe(
      '/News?year=2026&item=news-holiday-on-monday-2026-11-20#news-holiday-on-monday-2026-11-20',
    )
  })

  it('reads ?item= only as an anchor: anything else names no item, and the filters stay as they were', () => {
    expect(datedListSearchSchema.parse({ year: 2026, item: 'event-ptm-2026' })).toEqual({
      year: 2026,
      item: 'event-ptm-2026',
    })
    for (const item of ['<script>', 'event-', 'EVENT-X', 'photo-1', 12, ['event-a'], `event-${'a'.repeat(300)}`]) {
      expect(datedListSearchSchema.parse({ year: 2026, item }).item).toBeUndefined()
    }
  })
})

describe("a shared event's link preview", () => {
  it('is the event: its title, description, address and photo; its canonical address keeps ?item=', () => {
    const head = pageHead('/Events', ENGLISH, eventPreview(EVENTS, 'event-ptm-2026', ENGLISH))
    expect(head.meta[0]).toEqual({ title: expect.stringMatching(/^Parent-Teacher Meeting \| /) as string })
    expect(metaOf(head, 'description')?.content).toBe(EVENTS[0]!.description)
    expect(metaOf(head, 'og:url')?.content).toMatch(/\/Events\?year=2026&item=event-ptm-2026$/)
    expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: expect.stringMatching(/\/Events\?year=2026&item=event-ptm-2026$/) as string },
    ])
    expect(metaOf(head, 'og:image')?.content).toMatch(/\/api\/image\?url=events%2Fptm\.jpg$/)
  })

  it('describes the event to search engines (schema.org Event): its start in IST, its place and its image', () => {
    expect(eventPreview(EVENTS, 'event-ptm-2026', ENGLISH)?.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Parent-Teacher Meeting',
      description: EVENTS[0]!.description,
      url: expect.stringMatching(/\/Events\?year=2026&item=event-ptm-2026$/) as string,
      startDate: '2026-10-10T09:30:00+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: expect.objectContaining({
        '@type': 'Place',
        name: expect.stringMatching(/^Respective Classrooms, /) as string,
        address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'IN' }) as object,
      }) as object,
      organizer: expect.objectContaining({ '@type': 'EducationalOrganization' }) as object,
      image: [expect.stringMatching(/events%2Fptm\.jpg$/) as string],
    })
  })

  it("finds the item as the list page does: a duplicated id's second record is the one at its '-2' anchor", () => {
    expect(eventPreview(EVENTS, 'event-dup', ENGLISH)?.title).toBe('Sports Day')
    expect(eventPreview(EVENTS, 'event-dup-2', ENGLISH)?.title).toBe('Sports Day, second day')
    const undated = eventPreview(EVENTS, 'event-dup-2', ENGLISH)
    expect(undated?.structuredData).toEqual(expect.objectContaining({ startDate: '2026-12-06' }))
    // No description of its own: its date and the school's name.
    expect(undated?.description).toMatch(/^6 Dec 2026: /)
  })

  it('is none for an anchor the list does not have, and for saved data of another shape', () => {
    expect(eventPreview(EVENTS, 'event-nothing-here', ENGLISH)).toBeUndefined()
    expect(eventPreview({ data: EVENTS }, 'event-ptm-2026', ENGLISH)).toBeUndefined()
    expect(eventPreview([{ title: 42 }], 'event-ptm-2026', ENGLISH)).toBeUndefined()
    expect(eventPreview(undefined, 'event-ptm-2026', ENGLISH)).toBeUndefined()
  })
})

describe("a shared notice's link preview", () => {
  it('is the notice: its title and description, and a schema.org NewsArticle with its date', () => {
    const preview = newsPreview(NEWS, 'news-admissions-2027', ENGLISH)
    const head = pageHead('/News', ENGLISH, preview)
    expect(head.meta[0]).toEqual({ title: expect.stringMatching(/^Admissions open \| /) as string })
    expect(metaOf(head, 'og:url')?.content).toMatch(/\/News\?year=2026&item=news-admissions-2027$/)
    expect(preview?.structuredData).toEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Admissions open',
        description: 'Forms from the office.',
        datePublished: '2026-11-02',
      }),
    )
  })

  it('finds a notice without an id by the anchor of its title and date', () => {
    expect(newsPreview(NEWS, 'news-holiday-on-monday-2026-11-20', ENGLISH)?.title).toBe('Holiday on Monday')
    expect(newsPreview(NEWS, 'news-holiday', ENGLISH)).toBeUndefined()
  })
})
