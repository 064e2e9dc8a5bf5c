import { VISIT_TIMEOUT_MS } from '@/config/constants'
import { parseDate, schoolDateOf, type CalendarDate } from './dates'

/**
 * "New since your last visit": the rule. The backend gives records no "published on" time, only their
 * own date (a news item's fromDate, an event's day, an album's date), so a record is new when its school day is
 * after the day of the visitor's previous visit and not after today: dated since you were last here. A record
 * dated the day of the previous visit is not new (it may have been seen), nor is one dated in the future (an
 * upcoming event would otherwise be "new" on every visit until its day). First visits have no previous visit, so
 * nothing is new; an undated record never is.
 */
export function isNewSinceVisit(date: unknown, previousVisit: Date | null, today: Date): boolean {
  if (previousVisit === null) return false
  const day = parseDate(date)
  const since = schoolDateOf(previousVisit)
  const until = schoolDateOf(today)
  if (!day || !since || !until) return false
  return dayNumber(day) > dayNumber(since) && dayNumber(day) <= dayNumber(until)
}

const dayNumber = (date: CalendarDate) => date.year * 10_000 + date.month * 100 + date.day

/**
 * A visit, as analytics counts one: page views with no gap over VISIT_TIMEOUT_MS. A browser tab's session
 * was the visit before, and phones keep tabs (and their sessionStorage) for weeks, so one "visit" could last a month.
 * Times are in ms since 1970.
 */
export interface VisitRecord {
  /** The visit's first page view. */
  start: number
  /** Its latest page view: the visit ends VISIT_TIMEOUT_MS after it. */
  lastView: number
  /** The start of the visit before, which the badges compare with; null on a first visit. */
  previous: number | null
}

/**
 * The visit after a page view at `now`: the same visit when the last page view was at most VISIT_TIMEOUT_MS ago,
 * else a new one whose previous visit is the old one's start. The start, not its last view: items dated during a
 * long visit (one that ran past midnight) appeared after the visitor began reading, so they stay new once. A stored
 * visit that is later than `now` (a clock put back) is no previous visit: nothing is known about what was seen.
 */
export function visitAfterPageView(stored: VisitRecord | null, now: number): VisitRecord {
  if (stored && stored.lastView <= now && now - stored.lastView <= VISIT_TIMEOUT_MS) return { ...stored, lastView: now }
  const previous = stored && stored.start <= now ? stored.start : null
  return { start: now, lastView: now, previous }
}

/** A time as stored: whole positive ms, at most 15 digits (year 33658). */
const isStoredTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e15

/**
 * The visit saved in the browser, or null for anything else (missing, garbage, times out of order). A bare number is
 * the last visit as this site saved it before visits had a start: a visit that started and ended then.
 */
export function parseVisitRecord(text: string | null): VisitRecord | null {
  if (text === null) return null
  if (/^\d{1,15}$/.test(text)) {
    const time = Number(text)
    return isStoredTime(time) ? { start: time, lastView: time, previous: null } : null
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { start, lastView, previous } = value as Record<string, unknown>
  if (!isStoredTime(start) || !isStoredTime(lastView) || start > lastView) return null
  if (previous !== null && (!isStoredTime(previous) || previous > start)) return null
  return { start, lastView, previous }
}

/** The visit as saved (parseVisitRecord reads it back). */
export function visitRecordText(visit: VisitRecord): string {
  return JSON.stringify({ start: visit.start, lastView: visit.lastView, previous: visit.previous })
}

/** Whether two instants are the same school day (the badges' "today" changes only then). */
export function isSameSchoolDay(a: Date, b: Date): boolean {
  const dayA = schoolDateOf(a)
  const dayB = schoolDateOf(b)
  return dayA !== null && dayB !== null && dayNumber(dayA) === dayNumber(dayB)
}
