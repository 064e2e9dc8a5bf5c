/** The folder of the content's data files, from the project's root. Plain code, for the build's Node steps too. */
export const CONTENT_DATA_FOLDER = 'src/content/data'

/** What a page imports a data file by: `content:` and its name in the registry (`content:home.json`). */
export const CONTENT_MODULE_PREFIX = 'content:'

/**
 * The folder of the Hindi files: each beside its English one by the same name (data-hi/about.json is the Hindi of
 * data/about.json, data-hi/office-bearers/2024-2025.json of data/office-bearers/2024-2025.json), holding the same
 * fields, of which the site takes the words (src/content/schemas/hindi.ts). A page without one is English on /hi.
 */
export const CONTENT_HINDI_FOLDER = 'src/content/data-hi'

/**
 * What a page imports a data file's Hindi words by: `content:hi/` and its name in the registry
 * (`content:hi/about.json`): each English text with its Hindi, or null where there is none
 * (build/content-check-plugin.ts). Vite's only: a module Node reads too (home.ts, contact.ts, school.ts, which the
 * browser tests and the build's configuration import) leaves its Hindi to a module beside it (home-hindi.ts …).
 */
export const HINDI_MODULE_PREFIX = 'content:hi/'
