/** The folder of the content's data files, from the project's root. Plain code, for the build's Node steps too. */
export const CONTENT_DATA_FOLDER = 'src/content/data'
