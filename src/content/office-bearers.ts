import { checkedContent } from './content-data'
import type { OfficeBearerYear } from './office-bearer-years'
import type { OfficeBearersFile } from './schemas/pages'

/** An office bearer card (spec section 3: photo, name, post). */
export type OfficeBearer = OfficeBearersFile['bearers'][number]

/** Every year's file of src/content/data/office-bearers/ (one file per session, named after it). */
const FILES = import.meta.glob('./data/office-bearers/*.json', { eager: true, import: 'default' })

/** The office bearers of each year, by year. */
export const OFFICE_BEARERS: Readonly<Record<OfficeBearerYear, readonly OfficeBearer[]>> = Object.fromEntries(
  Object.values(FILES).map((data) => {
    const { year, bearers } = checkedContent<OfficeBearersFile>(data)
    return [year, bearers]
  }),
)
