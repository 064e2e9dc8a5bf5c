import { Feed } from 'feed'
import type { SchoolEvent } from '../src/api/event.schema'
import type { News } from '../src/api/news.schema'
import { EVENTS_CALENDAR_PATH, NEWS_FEED_PATH } from '../src/config/page-markers'
import { SCHOOL_NAME } from '../src/config/site'
import { LANGS, publicPathOf, type Lang } from '../src/config/languages'
import { FEED_WORDS } from '../src/shared/feed-words'
import { buildCalendarIcs, calendarEventOf, calendarWriter, ICS_PRODUCT_ID } from '../src/shared/ics'
import { SCHOOL_UTC_OFFSET_MINUTES } from '../src/config/constants'
import { parseDate } from '../src/selectors/dates'
import { anchoredNews, type AnchoredItem, type AnchoredKind } from '../src/selectors/item-anchor'
import { itemSharePath } from '../src/selectors/share-url'

/**
 * The feeds the optional server adds: the news and events as RSS, for a feed reader, and every event as a
 * calendar a phone subscribes to (`webcal://`), which it then keeps up to date by itself. Built from the backend's
 * lists as the pages read them (the same schemas); pure functions of those lists.
 */

/** How many of the newest news items and events the RSS feed lists. */
export const FEED_ITEMS = 50

/**
 * The head tags that name the feeds, for feed readers and calendar apps that look for them on a page: a Hindi page
 * names the Hindi feeds (`/hi/feed.xml`: the same items, its fixed words and links in Hindi).
 */
export const FEED_LINKS: Record<Lang, string> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    [
      `<link rel="alternate" type="application/rss+xml" title="${SCHOOL_NAME}: ${FEED_WORDS[lang].newsAndEvents}" href="${publicPathOf(NEWS_FEED_PATH, lang)}">`,
      `<link rel="alternate" type="text/calendar" title="${SCHOOL_NAME}: ${FEED_WORDS[lang].events}" href="${publicPathOf(EVENTS_CALENDAR_PATH, lang)}">`,
    ].join(''),
  ]),
) as Record<Lang, string>

export interface SchoolLists {
  news: readonly News[]
  events: readonly SchoolEvent[]
}

/**
 * What XML 1.0 forbids in a document (its `Char` production): C0 control characters other than tab, LF and CR, lone
 * surrogates (with the `u` flag a pair is one code point, allowed), U+FFFE and U+FFFF. The feed writer copies text
 * into the XML as it is, and one such character in one title makes the whole feed one that strict readers reject
 * outright; the writer's own markup has none, so removing them from the document removes them from every text.
 */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

/** Midnight at the school (IST) of a backend date, or undefined when it does not parse. */
function schoolMidnightOf(value: unknown): Date | undefined {
  const date = parseDate(value)
  if (!date) return undefined
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - SCHOOL_UTC_OFFSET_MINUTES * 60_000)
}

/**
 * The newest FEED_ITEMS news items and events, each linking to itself on its list page, as RSS 2.0; in `lang`, the
 * channel's words and the items' links (the items' own text is the backend's, as typed).
 */
export function newsAndEventsRss({ news, events }: SchoolLists, siteUrl: string, now: Date, lang: Lang = 'en'): string {
  const entry = (kind: AnchoredKind, item: AnchoredItem, description: string | undefined) => {
    const date = schoolMidnightOf(item.date)
    const link = `${siteUrl}${publicPathOf(itemSharePath(kind, item), lang)}`
    return date ? [{ title: item.title, id: link, link, date, description }] : []
  }
  const items = [
    ...news.flatMap((record) => entry('news', anchoredNews(record), record.description)),
    ...events.flatMap((record) => entry('event', record, record.description)),
  ]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_ITEMS)
  const feed = new Feed({
    title: `${SCHOOL_NAME}: ${FEED_WORDS[lang].newsAndEvents}`,
    description: FEED_WORDS[lang].newsAndEventsOf(SCHOOL_NAME),
    id: `${siteUrl}${publicPathOf('/', lang)}`,
    link: `${siteUrl}${publicPathOf('/', lang)}`,
    language: lang,
    copyright: `© ${SCHOOL_NAME}`,
    updated: items[0]?.date ?? now,
    generator: false,
    feedLinks: { rss: `${siteUrl}${publicPathOf(NEWS_FEED_PATH, lang)}` },
  })
  for (const item of items) feed.addItem(item)
  return feed.rss2().replace(XML_FORBIDDEN, '')
}

/**
 * Every dated event as one calendar (the same writer as the Events page's "Add to calendar"); with none, a calendar
 * without events (a subscribed phone then shows none, rather than keeping old ones).
 */
export function eventsCalendar(events: readonly SchoolEvent[], siteUrl: string, now: Date): string {
  return buildCalendarIcs(events.map(calendarEventOf), now, new URL(siteUrl).hostname) ?? EMPTY_CALENDAR
}

const EMPTY_CALENDAR = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${ICS_PRODUCT_ID}`, 'END:VCALENDAR', ''].join('\r\n')

/**
 * Events written between two pauses of eventsCalendarInSlices: a few milliseconds of the server's thread (5,000 events
 * take about 100 ms), so that /healthz and the pages are answered in between: the server keeps answering.
 */
const CALENDAR_EVENTS_PER_SLICE = 200

/** Lets whatever else is waiting for the thread run: a timer, which every runtime has. */
const letOthersRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * eventsCalendar in UTF-8, as the server sends it: written and encoded CALENDAR_EVENTS_PER_SLICE events at a time,
 * with a pause between; the parts joined once, as bytes (joining 1.3 million characters, then encoding them, held
 * the thread as long as a slice's pause is meant to allow).
 */
export async function eventsCalendarInSlices(
  events: readonly SchoolEvent[],
  siteUrl: string,
  now: Date,
  pause: () => Promise<void> = letOthersRun,
  lang: Lang = 'en',
): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder()
  const writer = calendarWriter(now, new URL(siteUrl).hostname, lang)
  const parts: Uint8Array[] = []
  for (const [index, event] of events.entries()) {
    if (index > 0 && index % CALENDAR_EVENTS_PER_SLICE === 0) {
      parts.push(encoder.encode(writer.take()))
      await pause()
    }
    writer.add(calendarEventOf(event))
  }
  parts.push(encoder.encode(writer.finish() ?? EMPTY_CALENDAR))
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}
