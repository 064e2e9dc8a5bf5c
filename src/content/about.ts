import { checkedContent } from './content-data'
import data from './data/about.json' with { type: 'json' }
import type { AboutFile } from './schemas/pages'
import type { StaticPhoto, TextPage } from './static-page.types'

/** /about: About us (src/content/data/about.json). */
const ABOUT = checkedContent<AboutFile>(data)

export const ABOUT_PAGE: TextPage = { intro: ABOUT.intro, sections: ABOUT.sections }

export const ABOUT_PHOTO: StaticPhoto = ABOUT.photo
