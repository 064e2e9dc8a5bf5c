/**
 * The Office Bearers page's years, on their own: the route's search check needs them in the first-load bundle, the
 * people of each year (office-bearers.ts) only when the page opens. A year is a file of
 * src/content/data/office-bearers/ named after it (the build checks the name), so the file names are the years, and
 * this list is read from them without loading the files.
 */
const YEAR_FILES = Object.keys(import.meta.glob('./data/office-bearers/*.json'))

/** "2024-2025" of './data/office-bearers/2024-2025.json'. */
const yearOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length)

/** A session, "2024-2025". */
export type OfficeBearerYear = string

/** The year select's options, newest first; the first is the default (spec section 9). */
export const OFFICE_BEARER_YEARS: readonly OfficeBearerYear[] = YEAR_FILES.map(yearOf).sort().reverse()

export const DEFAULT_OFFICE_BEARER_YEAR: OfficeBearerYear = OFFICE_BEARER_YEARS[0] ?? ''

export function isOfficeBearerYear(value: string): value is OfficeBearerYear {
  return OFFICE_BEARER_YEARS.includes(value)
}
