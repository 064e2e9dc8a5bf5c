import data from './data/school.json' with { type: 'json' }
import type { ContentOf } from './schemas/index.ts'

/**
 * The school's fixed contact details and external links: src/content/data/school.json, "Contact details" in the
 * editor (/admin/). src/config/site.ts names them for the site; content that links to them reads them here (content
 * never imports configuration).
 *
 * The one data file read as plain JSON, not as `content:school.json`: the build's own configuration (vite.config.ts,
 * through the app manifest's name) loads this module in Node, where Vite's plugins do not resolve `content:`. The
 * build checks the file against its schema all the same (build/content-check-plugin.ts), so its type is the
 * schema's: the one assertion of a data file's type.
 */
export const SCHOOL = data as ContentOf<'school.json'>
