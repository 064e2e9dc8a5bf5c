/**
 * /contactUs. The address, phones, e-mails and map come from src/config/site.ts (one place for the whole site);
 * this module holds only the page's own text.
 */
export const CONTACT_INTRO = 'The school office is open Monday to Saturday, 8 AM to 2 PM, except on school holidays.'

export const CONTACT_MAP_TITLE = 'Map: the school on Station Road, Pilikothi'
