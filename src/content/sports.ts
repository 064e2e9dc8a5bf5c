// /sports: Sports, its text and its photos (src/content/data/sports.json).
import CONTENT from 'content:sports.json'
import HINDI from 'content:hi/sports.json'
import type { StaticPhoto, TextPage } from './static-page.types'
import { addHindiTexts } from './hindi'

export const SPORTS_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const SPORTS_PHOTOS: readonly StaticPhoto[] = CONTENT.photos

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('sports.json', HINDI)
