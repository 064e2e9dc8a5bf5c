import data from 'content:about.json'
import HINDI from 'content:hi/about.json'
import type { StaticPhoto, TextPage } from './static-page.types'
import { addHindiTexts } from './hindi'

/** /about: About us (src/content/data/about.json). */
const ABOUT = data

export const ABOUT_PAGE: TextPage = { intro: ABOUT.intro, sections: ABOUT.sections }

export const ABOUT_PHOTO: StaticPhoto = ABOUT.photo

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('about.json', HINDI)
