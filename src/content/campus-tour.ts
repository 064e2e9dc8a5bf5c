import { checkedContent } from './content-data'
import data from './data/campus-tour.json' with { type: 'json' }
import type { PhotoTextPageFile } from './schemas/pages'
import type { StaticPhoto, TextPage } from './static-page.types'

/** /campusTour: Camps & Tours, its text and its photos (src/content/data/campus-tour.json). */
const CONTENT = checkedContent<PhotoTextPageFile>(data)

export const CAMPUS_TOUR_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const CAMPUS_TOUR_PHOTOS: readonly StaticPhoto[] = CONTENT.photos
