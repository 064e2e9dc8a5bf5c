import * as z from 'zod/mini'
import { eventSchema, type SchoolEvent } from '@/api/event.schema'
import { backendPhotoPreview } from '@/api/responsive-image'
import { firstMediaUrl } from '@/api/image-url'
import { newsSchema } from '@/api/news.schema'
import { config } from '@/config/env'
import { summaryOf } from '@/config/share-page-preview'
import type { PagePreview } from '@/config/share-preview'
import { SCHOOL_NAME } from '@/config/site'
import { SCHOOL_POSTAL_ADDRESS } from '@/config/structured-data'
import { parseEventTime } from '@/features/lists/events/ics'
import { formatShortDate, isoDateOf, parseDate, SCHOOL_UTC_OFFSET_MINUTES } from '@/selectors/dates'
import { anchoredNews, listAnchors, type AnchoredKind, type AnchoredItem } from '@/selectors/item-anchor'
import { itemAddress } from '@/selectors/share-url'

/**
 * What a shared news item or event previews as (issue 36): a link shared from its card names it, `?item=<anchor>`,
 * and the page rendered with its list (the optional server, which WhatsApp's crawler reads) describes that item:
 * its title, its description (or its date and place), its photo, and its schema.org JSON-LD (an `Event`, a
 * `NewsArticle`) for search engines. The anchor is found as the list page finds it: listAnchors over the whole list,
 * in its order. Without the list, or with an anchor the list does not have, the page keeps its own preview.
 */

/** The school's place, where an event names none of its own. */
const SCHOOL_PLACE = {
  '@type': 'Place',
  name: SCHOOL_NAME,
  address: SCHOOL_POSTAL_ADDRESS,
}

/** The school as the organiser of its events and the publisher of its notices. */
const SCHOOL_ORGANISATION = { '@type': 'EducationalOrganization', name: SCHOOL_NAME, url: config.siteUrl }

/** The list's records, as the list page reads them: data of any other shape (restored from a visit) gives none. */
function recordsOf<Schema extends z.ZodMiniType>(schema: Schema, saved: unknown): Array<z.output<Schema>> | undefined {
  const parsed = z.array(schema).safeParse(saved)
  return parsed.success ? parsed.data : undefined
}

/** The record of `records` whose anchor in the list is `anchor`. */
function recordAt<Item>(
  kind: AnchoredKind,
  records: readonly Item[],
  anchored: (record: Item) => AnchoredItem,
  anchor: string,
): Item | undefined {
  for (const [record, recordAnchor] of listAnchors(kind, records, anchored)) {
    if (recordAnchor === anchor) return record
  }
  return undefined
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The school's offset from UTC as ISO 8601 writes it ("+05:30"), from SCHOOL_UTC_OFFSET_MINUTES. */
const SCHOOL_UTC_OFFSET = `+${twoDigits(Math.floor(SCHOOL_UTC_OFFSET_MINUTES / 60))}:${twoDigits(SCHOOL_UTC_OFFSET_MINUTES % 60)}`

/** An event's start for schema.org: its date, with its time in the school's zone (IST) when the time reads as one. */
function eventStart(event: SchoolEvent): string | undefined {
  const date = parseDate(event.date)
  if (!date) return undefined
  const time = parseEventTime(event.time)
  if (!time) return isoDateOf(date)
  return `${isoDateOf(date)}T${twoDigits(time.hours)}:${twoDigits(time.minutes)}:00${SCHOOL_UTC_OFFSET}`
}

/** The preview of the event at `anchor` in the Events page's list (`saved`: the list as the query cache holds it). */
export function eventPreview(saved: unknown, anchor: string): PagePreview | undefined {
  const records = recordsOf(eventSchema, saved)
  const event = records && recordAt('event', records, (record) => record, anchor)
  if (!event) return undefined
  const address = itemAddress('event', event, anchor)
  const date = formatShortDate(event.date)
  const venue = event.venue?.trim()
  const text = event.description?.trim()
  const description = summaryOf(
    text || `${[date, venue].filter(Boolean).join(', ') || 'An event'}: ${SCHOOL_NAME}, events and activities.`,
  )
  const photo = backendPhotoPreview(firstMediaUrl(event.images), `A photo of the event ${event.title}`)
  const start = eventStart(event)
  return {
    title: event.title,
    address,
    description,
    ...(photo && { photo }),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      url: `${config.siteUrl}${address}`,
      ...(start && { startDate: start }),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: venue ? { ...SCHOOL_PLACE, name: `${venue}, ${SCHOOL_NAME}` } : SCHOOL_PLACE,
      organizer: SCHOOL_ORGANISATION,
      ...(photo && { image: [photo.url] }),
    },
  }
}

/** The preview of the notice at `anchor` in the News page's list (`saved`: the list as the query cache holds it). */
export function newsPreview(saved: unknown, anchor: string): PagePreview | undefined {
  const records = recordsOf(newsSchema, saved)
  const news = records && recordAt('news', records, anchoredNews, anchor)
  if (!news) return undefined
  const address = itemAddress('news', anchoredNews(news), anchor)
  const published = parseDate(news.fromDate)
  const date = formatShortDate(news.fromDate)
  const text = news.description?.trim()
  const description = summaryOf(text || `${date ? `${date}: ` : ''}a notice of ${SCHOOL_NAME}.`)
  return {
    title: news.title,
    address,
    description,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: news.title,
      description,
      url: `${config.siteUrl}${address}`,
      ...(published && { datePublished: isoDateOf(published) }),
      author: SCHOOL_ORGANISATION,
      publisher: SCHOOL_ORGANISATION,
    },
  }
}

/** The preview of the shared item at `anchor` on the list page of `kind` (`saved`: its list as the cache holds it). */
export function itemPreview(kind: AnchoredKind, saved: unknown, anchor: string): PagePreview | undefined {
  return kind === 'event' ? eventPreview(saved, anchor) : newsPreview(saved, anchor)
}
