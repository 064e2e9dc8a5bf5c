/**
 * The years of the school magazines, on their own: the site map (src/config/site-map.ts) needs them in the first
 * load, the issues' pages (magazines.ts) only when a magazine page opens. An issue is a file of
 * src/content/data/magazines/ named after its year (the build checks the name), so the file names are the years,
 * and this list is read from them without loading the files.
 */
const YEAR_FILES = Object.keys(import.meta.glob('./data/magazines/*.json'))

/** 2025 of './data/magazines/2025.json'. */
const yearOf = (file: string) => Number(file.slice(file.lastIndexOf('/') + 1, -'.json'.length))

/** Every magazine's year, newest first. */
export const MAGAZINE_YEARS: readonly number[] = YEAR_FILES.map(yearOf).sort((a, b) => b - a)
