/** The folder of the content's data files, from the project's root. Plain code, for the build's Node steps too. */
export const CONTENT_DATA_FOLDER = 'src/content/data'

/** What a page imports a data file by: `content:` and its name in the registry (`content:home.json`). */
export const CONTENT_MODULE_PREFIX = 'content:'
