/**
 * The page of a magazine issue: /Magazine2025 (src/routes/Magazine{$year}.tsx), named from its year (its data file's
 * name). Plain code with no import, for the site map's rows (src/config/site-map-rows.ts), which the build's Node steps
 * and the browser tests read too.
 */
export type MagazinePath = `/Magazine${number}`

export function magazinePath(year: number): MagazinePath {
  return `/Magazine${year}`
}
