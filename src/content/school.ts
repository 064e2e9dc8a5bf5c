import { checkedContent } from './content-data'
import data from './data/school.json' with { type: 'json' }
import type { SchoolFile } from './schemas/pages'

/**
 * The school's fixed contact details and external links: src/content/data/school.json, "Contact details" in the
 * editor (/admin/). src/config/site.ts names them for the site; content that links to them reads them here (content
 * never imports configuration).
 */
export const SCHOOL = checkedContent<SchoolFile>(data)
