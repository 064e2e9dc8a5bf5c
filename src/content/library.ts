import { checkedContent } from './content-data'
import data from './data/library.json' with { type: 'json' }
import type { PhotoTextPageFile } from './schemas/pages'
import type { StaticPhoto, TextPage } from './static-page.types'

/** /library: Library, its text and its photos (src/content/data/library.json). */
const CONTENT = checkedContent<PhotoTextPageFile>(data)

export const LIBRARY_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const LIBRARY_PHOTOS: readonly StaticPhoto[] = CONTENT.photos
