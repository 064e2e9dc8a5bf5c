// /campusTour: Camps & Tours, its text and its photos (src/content/data/campus-tour.json).
import CONTENT from 'content:campus-tour.json'
import HINDI from 'content:hi/campus-tour.json'
import type { StaticPhoto, TextPage } from './static-page.types'
import { addHindiTexts } from './hindi'

export const CAMPUS_TOUR_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const CAMPUS_TOUR_PHOTOS: readonly StaticPhoto[] = CONTENT.photos

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('campus-tour.json', HINDI)
