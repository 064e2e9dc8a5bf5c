import type { FilterOption } from '@/components/ui/filters/SelectFilter'
import type { Lang } from '@/config/languages'
import { monthLabel } from '@/selectors/dates'
import { ALL } from '@/shared/list-search-params'

/*
 * The list pages' select options and what a picked option writes to the URL. Kept apart from the search schemas
 * (list-search-params.ts), which every page's first load carries: these are needed only once a list is shown.
 */

/** A blank search is no search: keep it out of the URL. */
export function searchValue(text: string): string | undefined {
  return text.trim() === '' ? undefined : text
}

/**
 * "All" plus the given months, labelled Jan to Dec (in Hindi, जनवरी to दिसंबर). "All" stays English here: FilteredList
 * shows it in the page's language (list-text.ts).
 */
export function monthOptions(months: readonly number[], lang: Lang = 'en'): FilterOption[] {
  return [
    { value: ALL, label: 'All' },
    ...months.map((month) => ({ value: String(month), label: monthLabel(month, lang) })),
  ]
}

/** A month select's value back as a month, or undefined for All. */
export function monthFromOption(value: string): number | undefined {
  const month = Number(value)
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined
}

/** The month select's value: the month in the URL, or All. */
export function monthOptionOf(month: number | undefined): string {
  return month === undefined ? ALL : String(month)
}

/** "All Years" (shown in the page's language by FilteredList) plus the given years. */
export function yearOptions(years: readonly number[]): FilterOption[] {
  return [{ value: ALL, label: 'All Years' }, ...years.map((year) => ({ value: String(year), label: String(year) }))]
}

/** A year select's value back as a year, or undefined for All Years. */
export function yearFromOption(value: string): number | undefined {
  const year = Number(value)
  return Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : undefined
}
