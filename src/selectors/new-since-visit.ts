import { parseDate, schoolDateOf, type CalendarDate } from './dates'

/**
 * "New since your last visit" (issue 21): the rule. The backend gives records no "published on" time, only their
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
