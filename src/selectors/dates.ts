import { MONTH_LABELS, SCHOOL_UTC_OFFSET_MINUTES } from '@/config/constants'
import type { Lang } from '@/config/languages'

/**
 * Dates from the backend (ISO 8601: `2025-08-15` or `2025-08-15T04:30:00.000Z`) read as calendar dates of the
 * school. The school is in India, so a timestamp is read in Indian Standard Time (UTC+05:30, no daylight saving):
 * an event at 2026-08-15T02:30:00Z is on 15 August for every visitor, whatever their own time zone.
 * A date-only value is that calendar day as written, never shifted by a time zone.
 */

export interface CalendarDate {
  year: number
  /** 1 (January) to 12 (December). */
  month: number
  /** 1 to 31. */
  day: number
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i

function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The instant of a UTC date and time. Not Date.UTC, which reads the years 0 to 99 as 1900 to 1999. */
function utcMilliseconds(year: number, month: number, day: number, hours: number, minutes: number, seconds: number) {
  const instant = new Date(0)
  instant.setUTCFullYear(year, month - 1, day)
  instant.setUTCHours(hours, minutes, seconds, 0)
  return instant.getTime()
}

/** The school's calendar date at an instant. */
export function schoolDateOf(instant: Date): CalendarDate | null {
  const time = instant.getTime()
  if (!Number.isFinite(time)) return null
  const shifted = new Date(time + SCHOOL_UTC_OFFSET_MINUTES * 60_000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/**
 * Dates already read, by their text: the app's one date memo. A long list (5,000 events in the large scenario) is
 * filtered, counted and sorted by date on every filter change, which would otherwise read each of its dates several
 * times over (a filter change must re-render within 50 ms). Kept here rather than per list (a hook mapping each
 * record to its day, as the lists once had as well): every reader of a date (filters, session fallback, cards) gets
 * it with no list-side wiring, and one lookup by text is cheaper than the two that a per-list map in front of this
 * one cost (a 5,000-event filter change: about 1.3 ms of filtering here against 1.8 ms with both).
 * The answers are frozen, so one shared answer cannot be changed by a caller; past MAX_REMEMBERED_DATES different
 * texts the memory starts again.
 */
const rememberedDates = new Map<string, Readonly<CalendarDate> | null>()
export const MAX_REMEMBERED_DATES = 50_000

/**
 * A backend date as the school's calendar date, or null when it does not parse (missing, not text, not ISO 8601,
 * or an impossible day such as 2025-02-30). Null counts as "no date" (contract, Tolerance).
 */
export function parseDate(value: unknown): Readonly<CalendarDate> | null {
  if (typeof value !== 'string') return null
  const remembered = rememberedDates.get(value)
  if (remembered !== undefined) return remembered
  const date = readDate(value)
  const answer = date && Object.freeze(date)
  if (rememberedDates.size >= MAX_REMEMBERED_DATES) rememberedDates.clear()
  rememberedDates.set(value, answer)
  return answer
}

function readDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const [, y, m, d, hh, mm, ss, zone] = match
  const year = Number(y)
  const month = Number(m)
  const day = Number(d)
  if (!isValidDay(year, month, day)) return null
  if (hh === undefined) return { year, month, day }
  const hours = Number(hh)
  const minutes = Number(mm)
  const seconds = ss === undefined ? 0 : Number(ss)
  if (hours > 23 || minutes > 59 || seconds > 59) return null
  // A local time without a zone is already the school's time.
  if (zone === undefined) return { year, month, day }
  const offset = zone.toUpperCase() === 'Z' ? 0 : zoneOffsetMinutes(zone)
  if (offset === null) return null
  const utc = utcMilliseconds(year, month, day, hours, minutes, seconds) - offset * 60_000
  return schoolDateOf(new Date(utc))
}

function zoneOffsetMinutes(zone: string): number | null {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)
  if (!match) return null
  const [, sign, h, m] = match
  const hours = Number(h)
  const minutes = Number(m)
  if (hours > 23 || minutes > 59) return null
  return (sign === '-' ? -1 : 1) * (hours * 60 + minutes)
}

const pad2 = (value: number) => String(value).padStart(2, '0')

/** Spec: dates as dd-mm-yyyy ("14-11-2026"); an unparseable date gives undefined (shown without a date). */
export function formatDdMmYyyy(value: unknown): string | undefined {
  const date = parseDate(value)
  return date ? `${pad2(date.day)}-${pad2(date.month)}-${date.year}` : undefined
}

/**
 * Hindi month names as `Intl` writes them for hi-IN (जनवरी to दिसंबर): the whole name, as Intl's short forms (जन॰,
 * फ़र॰) are read less easily and the whole names are short already.
 */
const HINDI_MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, index, 15)),
)

/** A month's label (1 to 12): the spec's Jan to Dec in English, the month's name in Hindi. */
export function monthLabel(month: number, lang: Lang = 'en'): string {
  return (lang === 'hi' ? HINDI_MONTHS : MONTH_LABELS)[month - 1] ?? ''
}

/** Day, month, year ("28 Nov 2026", "28 नवंबर 2026"); undefined when the date does not parse. */
export function formatShortDate(value: unknown, lang: Lang = 'en'): string | undefined {
  const date = parseDate(value)
  return date ? `${date.day} ${monthLabel(date.month, lang)} ${date.year}` : undefined
}

/** The machine-readable form for a `<time dateTime>` attribute ("2026-11-28"). */
export function isoDateOf(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`
}
