import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import type { SchoolEvent } from '../../src/api/event.schema'
import type { News } from '../../src/api/news.schema'
import { eventsCalendarInSlices, eventsCalendar, FEED_ITEMS, FEED_LINKS, newsAndEventsRss } from '../../server/feeds'

const SITE = 'https://www.example-school.org'
const NOW = new Date('2026-11-27T06:00:00Z')

const NEWS: News[] = [
  {
    _id: 'n1',
    title: 'Admissions open <2027>',
    description: 'Forms from January & "soon".',
    attachments: [],
    fromDate: '2026-11-20',
  },
  { _id: 'n2', title: 'Undated notice', attachments: [] },
]
const EVENTS: SchoolEvent[] = [
  {
    _id: 'e1',
    title: 'Annual Day',
    date: '2026-12-05',
    time: '10:30 AM',
    venue: 'School hall',
    images: [],
    attachments: [],
  },
  { _id: 'e2', title: 'Sports Day', date: '2026-11-14', images: [], attachments: [] },
]

/** The feed as an XML parser reads it (jsdom's, a real one): each item's title, link, date and description. */
function itemsOf(rss: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(rss, 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return [...document.getElementsByTagName('item')].map((item) => ({
    title: item.getElementsByTagName('title')[0]?.textContent,
    link: item.getElementsByTagName('link')[0]?.textContent,
    date: new Date(item.getElementsByTagName('pubDate')[0]?.textContent ?? '').toISOString(),
    description: item.getElementsByTagName('description')[0]?.textContent,
  }))
}

describe("the server's feeds", () => {
  it('lists dated news and events, newest first, each linking to itself on its page, as an XML parser reads them', () => {
    expect(itemsOf(newsAndEventsRss({ news: NEWS, events: EVENTS }, SITE, NOW))).toEqual([
      {
        title: 'Annual Day',
        link: `${SITE}/Events?year=2026&item=event-e1#event-e1`,
        date: '2026-12-04T18:30:00.000Z',
        description: undefined,
      },
      {
        title: 'Admissions open <2027>',
        link: `${SITE}/News?year=2026&item=news-n1#news-n1`,
        date: '2026-11-19T18:30:00.000Z',
        description: 'Forms from January & "soon".',
      },
      {
        title: 'Sports Day',
        link: `${SITE}/Events?year=2026&item=event-e2#event-e2`,
        date: '2026-11-13T18:30:00.000Z',
        description: undefined,
      },
    ])
  })

  it(`keeps the newest ${FEED_ITEMS}`, () => {
    const many = Array.from({ length: 80 }, (_, day): SchoolEvent => ({
      _id: `e${day}`,
      title: `Event ${day}`,
      date: new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
      images: [],
      attachments: [],
    }))
    const items = itemsOf(newsAndEventsRss({ news: [], events: many }, SITE, NOW))
    expect(items).toHaveLength(FEED_ITEMS)
    expect(items[0]?.title).toBe('Event 79')
  })

  it('writes every dated event as a calendar ical.js reads, and a calendar without events when none is dated', () => {
    const calendar = new ICAL.Component(ICAL.parse(eventsCalendar(EVENTS, SITE, NOW)))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    expect(
      events.map((event) => [event.summary, event.location, event.uid.endsWith('@www.example-school.org')]),
    ).toEqual([
      ['Annual Day', 'School hall', true],
      ['Sports Day', null, true],
    ])
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2026-12-05T05:00:00.000Z')
    const empty = new ICAL.Component(ICAL.parse(eventsCalendar([], SITE, NOW)))
    expect(empty.name).toBe('vcalendar')
    expect(empty.getAllSubcomponents('vevent')).toHaveLength(0)
  })

  it("writes the Hindi feeds' own words and links in Hindi, the items as the backend typed them", async () => {
    const rss = newsAndEventsRss({ news: NEWS, events: EVENTS }, SITE, NOW, 'hi')
    const document = new new JSDOM('').window.DOMParser().parseFromString(rss, 'application/xml')
    const channel = document.getElementsByTagName('channel')[0]
    expect(channel?.getElementsByTagName('language')[0]?.textContent).toBe('hi')
    expect(channel?.getElementsByTagName('title')[0]?.textContent).toMatch(/: समाचार और कार्यक्रम$/)
    expect(itemsOf(rss).map((item) => [item.title, item.link])).toEqual([
      ['Annual Day', `${SITE}/hi/Events?year=2026&item=event-e1#event-e1`],
      ['Admissions open <2027>', `${SITE}/hi/News?year=2026&item=news-n1#news-n1`],
      ['Sports Day', `${SITE}/hi/Events?year=2026&item=event-e2#event-e2`],
    ])
    const loose: SchoolEvent = {
      _id: 'e3',
      title: 'Assembly',
      date: '2026-12-01',
      time: 'after the prayer',
      images: [],
      attachments: [],
    }
    const ics = new TextDecoder().decode(await eventsCalendarInSlices([loose], SITE, NOW, undefined, 'hi'))
    const [event] = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
    expect(event?.description).toBe('समय: after the prayer')
    expect(FEED_LINKS.hi).toContain('href="/hi/feed.xml"')
    expect(FEED_LINKS.en).toContain('href="/feed.xml"')
  })
})
