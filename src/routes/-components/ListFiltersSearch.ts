import { z } from 'zod'
import type { FilterOption } from '../../components/ui/filters/SelectFilter'
import { monthLabel } from '../../selectors/dates'
import { parseSession, sessionLabel } from '../../selectors/session-year'

/**
 * The list pages' search params (`?year=&month=&q=`), shared by their route files. The router's default parser
 * JSON-parses values (`?year=2026` arrives as a number, `?q=%22123%22` as a string), so every param accepts
 * a string or a number and normalises it; any bad value falls back to its default through `.catch()`.
 */

/** The value of the "All" option of the month and year selects (never written to the URL). */
export const ALL = 'all'

/** Longest search text kept from a URL. */
const MAX_SEARCH_LENGTH = 200

function wholeNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return value
}

/** A month 1 to 12, or undefined (All). */
export const monthParam = z.preprocess(wholeNumber, z.number().int().min(1).max(12).optional()).catch(undefined)

/** A calendar year, or undefined (the page's default). */
export const yearParam = z.preprocess(wholeNumber, z.number().int().min(1000).max(9999).optional()).catch(undefined)

/** A calendar year or "all" (Events and News default to the current year, so "All Years" must be explicit). */
export const yearOrAllParam = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim().toLowerCase() === ALL ? ALL : wholeNumber(value)),
    z.union([z.literal(ALL), z.number().int().min(1000).max(9999)]).optional(),
  )
  .catch(undefined)

/** A school session as its label, "2025-2026" (a first year such as 2025 is accepted and normalised). */
export const sessionParam = z
  .preprocess((value) => {
    const session = parseSession(value)
    return session === null ? undefined : sessionLabel(session)
  }, z.string().optional())
  .catch(undefined)

/** The title search; a number or boolean the parser made of it is read back as text. */
export const searchTextParam = z
  .preprocess(
    (value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value),
    z.string().max(MAX_SEARCH_LENGTH).optional(),
  )
  .catch(undefined)

/** The search params of the dated lists, Events and News: `?year=` (a year or "all"), `?month=`, `?q=`. */
export const datedListSearchSchema = z.object({ year: yearOrAllParam, month: monthParam, q: searchTextParam })

export type DatedListSearch = z.infer<typeof datedListSearchSchema>

/** A blank search is no search: keep it out of the URL. */
export function searchValue(text: string): string | undefined {
  return text.trim() === '' ? undefined : text
}

/** "All" plus the given months, labelled Jan to Dec. */
export function monthOptions(months: readonly number[]): FilterOption[] {
  return [{ value: ALL, label: 'All' }, ...months.map((month) => ({ value: String(month), label: monthLabel(month) }))]
}

/** A month select's value back as a month, or undefined for All. */
export function monthFromOption(value: string): number | undefined {
  const month = Number(value)
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined
}

/** "All Years" plus the given years. */
export function yearOptions(years: readonly number[]): FilterOption[] {
  return [{ value: ALL, label: 'All Years' }, ...years.map((year) => ({ value: String(year), label: String(year) }))]
}

/** A year select's value back as a year, or undefined for All Years. */
export function yearFromOption(value: string): number | undefined {
  const year = Number(value)
  return Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : undefined
}
