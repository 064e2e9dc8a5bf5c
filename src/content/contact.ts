import CONTENT from 'content:contact.json'

/**
 * /contactUs. The address, phones, e-mails and map come from src/config/site.ts (the school's details, one place
 * for the whole site); this module holds only the page's own text (src/content/data/contact.json).
 */
export const CONTACT_INTRO = CONTENT.intro

export const CONTACT_MAP_TITLE = CONTENT.mapTitle
