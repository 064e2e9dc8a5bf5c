import { checkedContent } from './content-data'
import data from './data/contact.json' with { type: 'json' }
import type { ContactFile } from './schemas/pages'

/**
 * /contactUs. The address, phones, e-mails and map come from src/config/site.ts (the school's details, one place
 * for the whole site); this module holds only the page's own text (src/content/data/contact.json).
 */
const CONTENT = checkedContent<ContactFile>(data)

export const CONTACT_INTRO = CONTENT.intro

export const CONTACT_MAP_TITLE = CONTENT.mapTitle
