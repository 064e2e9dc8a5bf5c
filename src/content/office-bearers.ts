import YEARS from 'content:office-bearers/*.json'
import HINDI from 'content:hi/office-bearers/*.json'
import type { OfficeBearerYear } from './office-bearer-years'
import type { OfficeBearersFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** An office bearer card (spec section 3: photo, name, post). */
export type OfficeBearer = OfficeBearersFile['bearers'][number]

/** The office bearers of each year (a file of src/content/data/office-bearers/ each), by year. */
export const OFFICE_BEARERS: Readonly<Record<OfficeBearerYear, readonly OfficeBearer[]>> = Object.fromEntries(
  YEARS.map(({ year, bearers }) => [year, bearers]),
)

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('office-bearers/*.json', HINDI)
