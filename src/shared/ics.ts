import type { SchoolEvent } from '@/api/event.schema'
import { SCHOOL_UTC_OFFSET_MINUTES } from '@/config/constants'
import type { Lang } from '@/config/languages'
import { FEED_WORDS } from '@/shared/feed-words'
import { parseDate, type CalendarDate } from '@/selectors/dates'
import { slugOf } from '@/selectors/slug'

/**
 * "Add to calendar" for an event, and "Add these events to my calendar" for every event a list shows: an iCalendar
 * file (RFC 5545) with one VEVENT per event, built on the client.
 * Lines end in CRLF, TEXT values are escaped (backslash, semicolon, comma, newline) and lines longer than
 * 75 octets are folded (CRLF + one space) without splitting a UTF-8 character.
 * An event with a parseable time ("10:30 AM", "17:30") gets a start time, converted from the school's time
 * (IST) to UTC; otherwise it is an all-day event on its date.
 */

export interface CalendarEventInput {
  id?: string
  title: string
  description?: string
  date?: string
  /** Free text such as "10:30 AM". */
  time?: string
  venue?: string
}

/** An event of the backend as a calendar's event. */
export function calendarEventOf(event: SchoolEvent): CalendarEventInput {
  return {
    id: event._id,
    title: event.title,
    description: event.description,
    date: event.date,
    time: event.time,
    venue: event.venue,
  }
}

/**
 * The years a calendar file gives dates in. A date outside them is a typo or a placeholder (0001-01-01, 9999-12-31),
 * and written out it goes wrong: Date.UTC reads the years 0 to 99 as 1900 to 1999 (0001-01-01 at 00:10 became
 * 1900-12-31), and the day after 9999-12-31 has a five-digit year no calendar app reads. Such an event counts as
 * having no date, as one whose date does not parse.
 */
export const FIRST_CALENDAR_YEAR = 1900
export const LAST_CALENDAR_YEAR = 2199

/** An event's date for a calendar file: the school's calendar date when it parses and is in the calendar's years. */
export function calendarDateOf(value: unknown): Readonly<CalendarDate> | null {
  const date = parseDate(value)
  return date && date.year >= FIRST_CALENDAR_YEAR && date.year <= LAST_CALENDAR_YEAR ? date : null
}

export const ICS_PRODUCT_ID = '-//School Website//Events//EN'
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8'

/** RFC 5545 section 3.1: content lines should not be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'

/**
 * RFC 5545 section 3.3.11: escape a TEXT value; control characters other than tab are not allowed. A calendar file
 * is UTF-8 (section 3.1.4), which has no lone surrogates: one reads as U+FFFD (with the `u` flag, a pair is one code
 * point and does not match).
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
      .replace(/[\ud800-\udfff]/gu, '\ufffd')
  )
}

/**
 * The UTF-8 length of a code point, by arithmetic: encoding each character with TextEncoder made a calendar of 5,000
 * events cost a second of the server's CPU. A lone surrogate counts 3, as U+FFFD, which is what an encoder
 * writes for it.
 */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/** Code points above this take two UTF-16 code units (a surrogate pair). */
const LAST_SINGLE_UNIT_CODE_POINT = 0xffff

/**
 * RFC 5545 section 3.1: fold a content line into lines of at most 75 octets, never inside a UTF-8 character. One pass
 * over the line's code units, cutting it with slices: linear in its length.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let start = 0
  let currentOctets = 0
  let limit = MAX_LINE_OCTETS
  for (let index = 0; index < line.length;) {
    const codePoint = line.codePointAt(index) ?? 0
    const size = utf8Octets(codePoint)
    if (currentOctets + size > limit) {
      parts.push(line.slice(start, index))
      start = index
      currentOctets = 0
      // Continuation lines begin with one space, which counts towards their 75 octets.
      limit = MAX_LINE_OCTETS - 1
    }
    currentOctets += size
    index += codePoint > LAST_SINGLE_UNIT_CODE_POINT ? 2 : 1
  }
  parts.push(line.slice(start))
  return parts.join(`${CRLF} `)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

function utcStamp(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  )
}

function dateValue(date: CalendarDate): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`
}

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

/** "10:30 AM", "8 pm", "5:00 P.M.", "17:30" as hours and minutes; anything else gives null. */
export function parseEventTime(value: string | undefined): { hours: number; minutes: number } | null {
  if (!value) return null
  const text = value.trim()
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(text)
  if (twelve) {
    const hours = Number(twelve[1])
    const minutes = Number(twelve[2] ?? '0')
    if (hours < 1 || hours > 12 || minutes > 59) return null
    const pm = twelve[3]?.toLowerCase() === 'p'
    return { hours: (hours % 12) + (pm ? 12 : 0), minutes }
  }
  const twentyFour = /^(\d{1,2})[:.](\d{2})(?:\s*hrs?)?$/i.exec(text)
  if (twentyFour) {
    const hours = Number(twentyFour[1])
    const minutes = Number(twentyFour[2])
    if (hours > 23 || minutes > 59) return null
    return { hours, minutes }
  }
  return null
}

function uidOf(event: CalendarEventInput, date: CalendarDate, domain: string): string {
  const base = event.id && event.id.trim() !== '' ? event.id : `${dateValue(date)}-${event.title}`
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-')}@${domain.replace(/[^A-Za-z0-9.-]+/g, '-') || 'school'}`
}

/** The VEVENT lines of one dated event; `uid` is its UID, unique in the file. */
function eventLines(event: CalendarEventInput, date: CalendarDate, uid: string, now: Date, lang: Lang): string[] {
  const time = parseEventTime(event.time)
  const lines = ['BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${utcStamp(now)}`]
  if (time) {
    const start = new Date(
      Date.UTC(date.year, date.month - 1, date.day, time.hours, time.minutes) - SCHOOL_UTC_OFFSET_MINUTES * 60_000,
    )
    lines.push(`DTSTART:${utcStamp(start)}`)
  } else {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(date)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(date))}`)
  }
  lines.push(`SUMMARY:${escapeText(event.title.trim())}`)
  const details = [
    event.description?.trim(),
    !time && event.time?.trim() ? `${FEED_WORDS[lang].time}: ${event.time.trim()}` : undefined,
  ]
    .filter((text): text is string => Boolean(text))
    .join('\n\n')
  if (details) lines.push(`DESCRIPTION:${escapeText(details)}`)
  if (event.venue?.trim()) lines.push(`LOCATION:${escapeText(event.venue.trim())}`)
  lines.push('END:VEVENT')
  return lines
}

/** A calendar written event by event (calendarWriter). */
export interface CalendarWriter {
  /** Adds the event's VEVENT, folded; an event without a date in the calendar's years (calendarDateOf) is left out. */
  add(event: CalendarEventInput): void
  /** The text written since the last call, in whole lines (the calendar's header before the first event's). */
  take(): string
  /** The rest of the .ics text, up to END:VCALENDAR; null when no event was added (nothing to put in a calendar). */
  finish(): string | null
}

const CALENDAR_HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  `PRODID:${ICS_PRODUCT_ID}`,
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
]

/**
 * Writes a calendar one event at a time, and gives its text in parts (`take`), so that a caller with many events (the
 * server's feed of 5,000) may let other work run in between; buildCalendarIcs writes them all at once. `now` is the
 * DTSTAMP (a parameter, so this stays pure); `uidDomain` makes the UIDs globally unique. Two events with the same UID
 * (a repeated id, or the same title on the same day) get "-2", "-3"… so that a calendar app imports each of them
 * rather than keeping one.
 */
export function calendarWriter(now: Date, uidDomain: string, lang: Lang = 'en'): CalendarWriter {
  const usedUids = new Set<string>()
  // The next copy number to try for each UID: without it, n events with one id tried 2, 3… each time (quadratic).
  const nextCopy = new Map<string, number>()
  let pending: string[] = []
  let added = false
  const take = () => {
    const text = pending.length === 0 ? '' : pending.join(CRLF) + CRLF
    pending = []
    return text
  }
  return {
    add(event) {
      const date = calendarDateOf(event.date)
      if (!date) return
      const uid = uidOf(event, date, uidDomain)
      let unique = uid
      let copy = nextCopy.get(uid) ?? 2
      for (; usedUids.has(unique); copy += 1) unique = uid.replace('@', `-${copy}@`)
      nextCopy.set(uid, copy)
      usedUids.add(unique)
      if (!added) pending.push(...CALENDAR_HEADER.map(foldLine))
      added = true
      for (const line of eventLines(event, date, unique, now, lang)) pending.push(foldLine(line))
    },
    take,
    finish() {
      if (!added) return null
      pending.push('END:VCALENDAR')
      return take()
    },
  }
}

/**
 * The .ics text of a calendar with one VEVENT per dated event, in the order given; events without a parseable
 * date in the calendar's years (calendarDateOf) are left out, and with none left the result is null (nothing to put in a calendar).
 * See calendarWriter for `now`, `uidDomain` and repeated UIDs.
 */
export function buildCalendarIcs(
  events: readonly CalendarEventInput[],
  now: Date,
  uidDomain: string,
  lang: Lang = 'en',
): string | null {
  const writer = calendarWriter(now, uidDomain, lang)
  for (const event of events) writer.add(event)
  return writer.finish()
}

/** The .ics text of one event ("Add to calendar"), or null when the event has no parseable date. */
export function buildEventIcs(
  event: CalendarEventInput,
  now: Date,
  uidDomain: string,
  lang: Lang = 'en',
): string | null {
  return buildCalendarIcs([event], now, uidDomain, lang)
}

/** A safe file name for the event's .ics file ("annual-sports-day-2026.ics"). */
export function icsFileName(title: string): string {
  return `${slugOf(title) || 'event'}.ics`
}

/** The file name of a list's calendar, from its filters: "events-2026.ics", "events-2026-11.ics", "events-all-years.ics". */
export function eventsCalendarFileName(year: string, month: number | undefined): string {
  const yearPart = /^\d{4}$/.test(year) ? year : 'all-years'
  return `events-${yearPart}${month ? `-${pad(month)}` : ''}.ics`
}
