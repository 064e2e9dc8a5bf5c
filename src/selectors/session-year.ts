import { SESSION_START_MONTH_INDEX } from '@/config/constants'
import { parseDate, schoolDateOf, type CalendarDate } from './dates'
import { filterBySearch, filterByYearMonth, monthsPresent, newestFirst, withValues } from './list-filters'

/**
 * The school session (spec sections 4 and 9): it starts in April. From April onward it runs this year to next
 * year; before April it runs last year to this year. A session is named by its first year (2026 is "2026-2027").
 */

/** The session's first month as a month number 1 to 12 (April). */
const SESSION_START_MONTH = SESSION_START_MONTH_INDEX + 1

/** The session (its first year) a calendar date belongs to: 31 March 2026 is 2025, 1 April 2026 is 2026. */
export function sessionOf(date: CalendarDate): number {
  return date.month >= SESSION_START_MONTH ? date.year : date.year - 1
}

/** The current session on the school's calendar, from "today" (a parameter, so this stays pure). */
export function currentSession(today: Date): number {
  const date = schoolDateOf(today)
  // An invalid "today" cannot happen from the clock; fall back to the calendar of the Date itself.
  return date ? sessionOf(date) : today.getFullYear()
}

/** The calendar year on the school's calendar at `today`: at 20:00 UTC on 31 December it is already next year in India. */
export function schoolYearOf(today: Date): number {
  // An invalid "today" cannot happen from the clock; fall back to the calendar of the Date itself.
  return schoolDateOf(today)?.year ?? today.getFullYear()
}

/** "2026-2027" for the session 2026. */
export function sessionLabel(session: number): string {
  return `${session}-${session + 1}`
}

/**
 * A session from a URL value: "2025-2026" (consecutive years) or a first year such as 2025 or "2025".
 * Anything else gives null.
 */
export function parseSession(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  const pair = /^(\d{4})-(\d{4})$/.exec(text)
  if (pair) {
    const first = Number(pair[1])
    return Number(pair[2]) === first + 1 ? first : null
  }
  return /^\d{4}$/.test(text) ? Number(text) : null
}

/** The session of a record's date, or null when the date does not parse. */
export function sessionOfValue(value: unknown): number | null {
  const date = parseDate(value)
  return date ? sessionOf(date) : null
}

/** The sessions that have at least one dated record, newest first. */
export function sessionsPresent<T>(items: readonly T[], dateOf: (item: T) => unknown): number[] {
  const sessions = new Set<number>()
  for (const item of items) {
    const session = sessionOfValue(dateOf(item))
    if (session !== null) sessions.add(session)
  }
  return [...sessions].sort((a, b) => b - a)
}

/** The records of one session (records without a parseable date belong to none). */
export function inSession<T>(items: readonly T[], session: number, dateOf: (item: T) => unknown): T[] {
  return items.filter((item) => sessionOfValue(dateOf(item)) === session)
}

export interface SessionView<T> {
  /** The session actually displayed (what the select shows). */
  session: number
  items: T[]
  /** True when the selected session had no records and an older one is shown instead. */
  fellBack: boolean
}

/**
 * Spec section 4: if the selected session has no records, fall back to the next older session that has data.
 * When no session at or before the selected one has data, the selected session is displayed, empty.
 */
export function withSessionFallback<T>(
  items: readonly T[],
  selected: number,
  dateOf: (item: T) => unknown,
): SessionView<T> {
  const selectedItems = inSession(items, selected, dateOf)
  if (selectedItems.length > 0) return { session: selected, items: selectedItems, fellBack: false }
  const older = sessionsPresent(items, dateOf).find((session) => session < selected)
  if (older === undefined) return { session: selected, items: [], fellBack: false }
  return { session: older, items: inSession(items, older, dateOf), fellBack: true }
}

/** Months 1 to 12 in the order a session runs through them: April first, March last. */
export function inSessionOrder(months: readonly number[]): number[] {
  const position = (month: number) => (month - SESSION_START_MONTH + 12) % 12
  return [...months].sort((a, b) => position(a) - position(b))
}

export interface SessionListView<T> {
  /** The session displayed (after the fallback): what the session select shows. */
  session: number
  /** The sessions to offer, newest first: those with records, plus the current and the displayed one. */
  sessions: number[]
  /** The months to offer, in session order (April first): those of the displayed session, plus the selected one. */
  months: number[]
  /** The records shown: the displayed session's, filtered by month and title search, newest first. */
  items: T[]
}

/**
 * The Photo Gallery's view. The fallback looks at sessions only (not at month or search), so typing a search
 * never jumps to another session.
 */
export function sessionListView<T extends { title: string }>(
  records: readonly T[],
  dateOf: (item: T) => unknown,
  { session: selected, current, month, q = '' }: { session?: number; current: number; month?: number; q?: string },
): SessionListView<T> {
  const view = withSessionFallback(records, selected ?? current, dateOf)
  return {
    session: view.session,
    sessions: withValues(sessionsPresent(records, dateOf), [current, view.session], 'desc'),
    months: inSessionOrder(withValues(monthsPresent(view.items, dateOf), [month], 'asc')),
    items: newestFirst(filterBySearch(filterByYearMonth(view.items, { month }, dateOf), q), dateOf),
  }
}
