import data from 'content:coming-soon.json'
import HINDI from 'content:hi/coming-soon.json'
import { addHindiTexts } from './hindi'

/** /comingSoon: the target of the menu items that are not built yet (Community Program, House Points, ...) (src/content/data/coming-soon.json). */
export const COMING_SOON_PAGE = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('coming-soon.json', HINDI)
