import type { Topper, TopperClass } from '@/api/topper.schema'
import { schoolYearOf } from './session-year'

/**
 * The topper pages' rules (spec sections 4 and 5, contract "Tolerance"): records are filtered by class on the
 * client, years are listed newest first, cards are sorted by marks (division) descending with marks that do not
 * parse last, and the search is a case-insensitive substring match on the name.
 */

/** The value of the class toppers' "All" year option. */
export const ALL_TOPPER_YEARS = 'all'

/**
 * The class of the class toppers' page (TOPPER_CLASSES.classToppers; named by type here, as selectors import no
 * values from the api layer): the one topper page that opens on the current session and offers All.
 */
const CLASS_TOPPERS: TopperClass = 'OtherToppers'

/** Whether a topper page offers the All option in its year select (class toppers only). */
export function offersAllYears(topperClass: TopperClass): boolean {
  return topperClass === CLASS_TOPPERS
}

/** The records of one class (X, XII or OtherToppers). */
export function toppersOfClass(toppers: readonly Topper[], topperClass: TopperClass): Topper[] {
  return toppers.filter((topper) => topper.class.trim() === topperClass)
}

/** The first four-digit year of a session label ("2023-2024" gives 2023), or null. */
function firstYearOf(sessionYear: string): number | null {
  const match = /\d{4}/.exec(sessionYear)
  return match ? Number(match[0]) : null
}

/** Newest first: by first year descending, then by the label (descending) for a total order; no year last. */
function compareYearsNewestFirst(a: string, b: string): number {
  const yearA = firstYearOf(a)
  const yearB = firstYearOf(b)
  if (yearA !== yearB) {
    if (yearA === null) return 1
    if (yearB === null) return -1
    return yearB - yearA
  }
  return a < b ? 1 : a > b ? -1 : 0
}

/** The distinct session years of the given records, newest first. */
export function topperYears(toppers: readonly Topper[]): string[] {
  const years = new Set(toppers.map((topper) => topper.sessionYear.trim()).filter((year) => year !== ''))
  return [...years].sort(compareYearsNewestFirst)
}

/**
 * The year a topper page opens on. ICSE and ISC: the newest year listed ('' when there is none).
 * Class toppers: "(current year - 1)-(current year)" from `today` on the school's calendar (IST, like every other date
 * rule), whether or not it has records.
 */
export function defaultTopperYear(topperClass: TopperClass, years: readonly string[], today: Date): string {
  if (topperClass === CLASS_TOPPERS) {
    const year = schoolYearOf(today)
    return `${year - 1}-${year}`
  }
  return years[0] ?? ''
}

/** The year options of a page, newest first: the class's years plus the selected one if it has no records. */
export function topperYearOptions(years: readonly string[], selected: string): string[] {
  if (selected === '' || selected === ALL_TOPPER_YEARS || years.includes(selected)) return [...years]
  return [...years, selected].sort(compareYearsNewestFirst)
}

/**
 * The year a page shows: the one from the URL when it is listed (or "all" where All is offered),
 * otherwise the page's default, so a bad or stale link never shows a year the select cannot show.
 */
export function selectedTopperYear(
  requested: string | undefined,
  years: readonly string[],
  fallback: string,
  allowAll: boolean,
): string {
  const wanted = requested?.trim()
  if (wanted === undefined || wanted === '') return fallback
  if (wanted.toLowerCase() === ALL_TOPPER_YEARS) return allowAll ? ALL_TOPPER_YEARS : fallback
  return years.includes(wanted) ? wanted : fallback
}

/** The records of one session year; "all" keeps every record. */
export function toppersOfYear(toppers: readonly Topper[], year: string): Topper[] {
  if (year === ALL_TOPPER_YEARS) return [...toppers]
  return toppers.filter((topper) => topper.sessionYear.trim() === year)
}

const MARKS_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*%?$/

/** Marks as a number: "97.6", " 95 ", "96.4%"; anything else ("Distinction", "", "9 7") is null. */
export function marksOf(division: string): number | null {
  const text = division.trim()
  if (!MARKS_PATTERN.test(text)) return null
  const marks = Number.parseFloat(text)
  return Number.isFinite(marks) ? marks : null
}

/**
 * Cards in order of marks, highest first; marks that do not parse sort last. The sort is stable: equal marks
 * (and the unparseable ones among themselves) keep the backend's order, so the order is total and deterministic.
 */
export function sortByMarks<T extends Pick<Topper, 'division'>>(toppers: readonly T[]): T[] {
  return toppers
    .map((topper, index) => ({ topper, index, marks: marksOf(topper.division) }))
    .sort((a, b) => {
      if (a.marks !== b.marks) {
        if (a.marks === null) return 1
        if (b.marks === null) return -1
        return b.marks - a.marks
      }
      return a.index - b.index
    })
    .map(({ topper }) => topper)
}

/** Case-insensitive substring match on the name; a blank search keeps everyone. */
export function searchToppers<T extends Pick<Topper, 'name'>>(toppers: readonly T[], query: string | undefined): T[] {
  const needle = (query ?? '').trim().toLocaleLowerCase()
  if (needle === '') return [...toppers]
  return toppers.filter((topper) => topper.name.toLocaleLowerCase().includes(needle))
}
