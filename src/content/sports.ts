import { checkedContent } from './content-data'
import data from './data/sports.json' with { type: 'json' }
import type { PhotoTextPageFile } from './schemas/pages'
import type { StaticPhoto, TextPage } from './static-page.types'

/** /sports: Sports, its text and its photos (src/content/data/sports.json). */
const CONTENT = checkedContent<PhotoTextPageFile>(data)

export const SPORTS_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const SPORTS_PHOTOS: readonly StaticPhoto[] = CONTENT.photos
