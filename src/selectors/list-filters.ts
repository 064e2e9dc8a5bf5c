import { parseDate } from './dates'

/**
 * The list pages' filters (spec section 5), as pure functions. A record's date is read through `dateOf`
 * (events: date, news: fromDate, videos and galleries: date).
 */

export interface YearMonthFilter {
  /** A calendar year, or undefined for all years. */
  year?: number
  /** A month 1 to 12, or undefined for all months. */
  month?: number
}

/** Spec: search is a case-insensitive substring match on the title; a blank search matches everything. */
export function matchesSearch(title: unknown, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return true
  return typeof title === 'string' && title.toLocaleLowerCase().includes(needle)
}

/** The records whose title matches the search. */
export function filterBySearch<T extends { title: string }>(items: readonly T[], search: string): T[] {
  return items.filter((item) => matchesSearch(item.title, search))
}

/** Whether a record's date passes a year/month filter. With a filter active, a record without a parseable date fails. */
export function matchesYearMonth(value: unknown, { year, month }: YearMonthFilter): boolean {
  if (year === undefined && month === undefined) return true
  const date = parseDate(value)
  if (!date) return false
  return (year === undefined || date.year === year) && (month === undefined || date.month === month)
}

/** Spec section 5: records without a parseable date are excluded whenever a year or month filter is active. */
export function filterByYearMonth<T>(items: readonly T[], filter: YearMonthFilter, dateOf: (item: T) => unknown): T[] {
  return items.filter((item) => matchesYearMonth(dateOf(item), filter))
}

/** The months (1 to 12, in calendar order) in which at least one record is dated. */
export function monthsPresent<T>(items: readonly T[], dateOf: (item: T) => unknown): number[] {
  const months = new Set<number>()
  for (const item of items) {
    const date = parseDate(dateOf(item))
    if (date) months.add(date.month)
  }
  return [...months].sort((a, b) => a - b)
}

/** The calendar years in which at least one record is dated, newest first. */
export function yearsDescending<T>(items: readonly T[], dateOf: (item: T) => unknown): number[] {
  const years = new Set<number>()
  for (const item of items) {
    const date = parseDate(dateOf(item))
    if (date) years.add(date.year)
  }
  return [...years].sort((a, b) => b - a)
}

/** A sorted, de-duplicated list with extra values merged in (the default year is always offered). */
export function withValues(
  values: readonly number[],
  extra: readonly (number | undefined)[],
  order: 'asc' | 'desc',
): number[] {
  const all = new Set(values)
  for (const value of extra) if (value !== undefined) all.add(value)
  return [...all].sort((a, b) => (order === 'asc' ? a - b : b - a))
}

/** Newest first by date; records without a parseable date last; ties keep the backend's order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => unknown): T[] {
  const key = (item: T) => {
    const date = parseDate(dateOf(item))
    return date ? date.year * 10_000 + date.month * 100 + date.day : Number.NEGATIVE_INFINITY
  }
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : b.key - a.key))
    .map(({ item }) => item)
}

export interface ListFilterState {
  /** The year filter as resolved by the page (its default applied), or undefined for all years. */
  year?: number
  month?: number
  q?: string
}

export interface ListView<T> {
  /** The years to offer, newest first: those with records, plus the selected and always-offered ones. */
  years: number[]
  /** The months to offer (calendar order): those with records in the selected year, plus the selected one. */
  months: number[]
  /** The records that pass every filter, newest first. */
  items: T[]
}

/**
 * One list page's view (Events, News, Video Gallery): the select options and the records shown.
 * `alwaysOfferYears` are years offered even without records (the current year, the default of Events and News).
 */
export function listView<T extends { title: string }>(
  records: readonly T[],
  dateOf: (item: T) => unknown,
  { year, month, q = '' }: ListFilterState,
  alwaysOfferYears: readonly number[] = [],
): ListView<T> {
  const inYear = filterByYearMonth(records, { year }, dateOf)
  return {
    years: withValues(yearsDescending(records, dateOf), [...alwaysOfferYears, year], 'desc'),
    months: withValues(monthsPresent(inYear, dateOf), [month], 'asc'),
    items: newestFirst(filterBySearch(filterByYearMonth(inYear, { year, month }, dateOf), q), dateOf),
  }
}
