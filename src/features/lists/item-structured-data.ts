import type { SchoolEvent } from '@/api/event.schema'
import { firstMediaUrl } from '@/api/image-url'
import type { News } from '@/api/news.schema'
import { backendPhotoPreview } from '@/api/responsive-image'
import { SCHOOL_UTC_OFFSET_MINUTES } from '@/config/constants'
import { config } from '@/config/env'
import { summaryOf } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { msg } from '@lingui/core/macro'
import { hrefIn, type PageLanguage } from '@/config/languages'
import { SCHOOL_POSTAL_ADDRESS } from '@/config/structured-data'
import { parseEventTime } from '@/shared/ics'
import { formatShortDate, isoDateOf, parseDate } from '@/selectors/dates'
import { anchoredNews } from '@/selectors/item-anchor'
import { itemAddress } from '@/selectors/share-url'

/**
 * An event or a notice as schema.org describes it, so that search engines can list the school's events:
 * an `Event` with its start, place and image, a `NewsArticle` for a notice. A shared item's page has its own in its
 * head (item-preview.ts); the Events and News pages describe the cards they show (FilteredList).
 */

/** The school's place, where an event names none of its own. */
const SCHOOL_PLACE = {
  '@type': 'Place',
  name: SCHOOL_NAME,
  address: SCHOOL_POSTAL_ADDRESS,
}

/** The school as the organiser of its events and the publisher of its notices. */
const SCHOOL_ORGANISATION = { '@type': 'EducationalOrganization', name: SCHOOL_NAME, url: config.siteUrl }

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

/** An event in a sentence or two: its description, or its date and place (in the page's language). */
export function eventDescription(event: SchoolEvent, { lang, i18n }: PageLanguage): string {
  const text = event.description?.trim()
  if (text) return summaryOf(text)
  const when =
    [formatShortDate(event.date, lang), event.venue?.trim()].filter(Boolean).join(', ') || i18n._(msg`An event`)
  return summaryOf(i18n._(msg`${when}: ${SCHOOL_NAME}, events and activities.`))
}

/** An event's first photo at the link previews' size (through the resizer, when the build has one). */
export function eventPhoto(event: SchoolEvent, { i18n }: PageLanguage) {
  const title = event.title
  return backendPhotoPreview(firstMediaUrl(event.images), i18n._(msg`A photo of the event ${title}`))
}

/** The event at `anchor` (its anchor in the Events page's list) as a schema.org `Event`. */
export function eventStructuredData(
  event: SchoolEvent,
  anchor: string,
  language: PageLanguage,
  description = eventDescription(event, language),
  photo = eventPhoto(event, language),
) {
  const start = eventStart(event)
  const venue = event.venue?.trim()
  return {
    '@type': 'Event',
    name: event.title,
    description,
    url: `${config.siteUrl}${hrefIn(itemAddress('event', event, anchor), language.lang)}`,
    ...(start && { startDate: start }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venue ? { ...SCHOOL_PLACE, name: `${venue}, ${SCHOOL_NAME}` } : SCHOOL_PLACE,
    organizer: SCHOOL_ORGANISATION,
    ...(photo && { image: [photo.url] }),
  }
}

/** A notice in a sentence or two: its description, or its date (in the page's language). */
export function newsDescription(news: News, { lang, i18n }: PageLanguage): string {
  const text = news.description?.trim()
  if (text) return summaryOf(text)
  const date = formatShortDate(news.fromDate, lang)
  return summaryOf(date ? i18n._(msg`${date}: a notice of ${SCHOOL_NAME}.`) : i18n._(msg`A notice of ${SCHOOL_NAME}.`))
}

/** The notice at `anchor` (its anchor in the News page's list) as a schema.org `NewsArticle`. */
export function newsStructuredData(
  news: News,
  anchor: string,
  language: PageLanguage,
  description = newsDescription(news, language),
) {
  const published = parseDate(news.fromDate)
  return {
    '@type': 'NewsArticle',
    headline: news.title,
    description,
    url: `${config.siteUrl}${hrefIn(itemAddress('news', anchoredNews(news), anchor), language.lang)}`,
    ...(published && { datePublished: isoDateOf(published) }),
    author: SCHOOL_ORGANISATION,
    publisher: SCHOOL_ORGANISATION,
  }
}
