// /library: Library, its text and its photos (src/content/data/library.json).
import CONTENT from 'content:library.json'
import HINDI from 'content:hi/library.json'
import type { StaticPhoto, TextPage } from './static-page.types'
import { addHindiTexts } from './hindi'

export const LIBRARY_PAGE: TextPage = { intro: CONTENT.intro, sections: CONTENT.sections }

export const LIBRARY_PHOTOS: readonly StaticPhoto[] = CONTENT.photos

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('library.json', HINDI)
