// /sports: Sports, its text and its photos (src/content/data/sports.json).
import CONTENT from 'content:sports.json'
import type { StaticPhoto, TextPage } from './static-page.types'

export const SPORTS_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const SPORTS_PHOTOS: readonly StaticPhoto[] = CONTENT.photos
