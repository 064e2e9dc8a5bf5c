import { SCHOOL } from '../content/school.ts'
import type { SchoolFile } from '../content/schemas/pages.ts'

/**
 * The school's fixed contact details and external links, in one place: src/content/data/school.json, "Contact
 * details" in the editor (/admin/), read by src/content/school.ts. The demo's values are placeholders to be replaced
 * with the school's own before going live (README, "Before going live").
 */

export const SCHOOL_NAME = SCHOOL.name

export const ADDRESS_LINES: readonly string[] = SCHOOL.addressLines

/**
 * The same address in its parts, for the schema.org data search engines read (src/config/structured-data.ts):
 * keep it in step with ADDRESS_LINES (tests/unit/page-head.test.ts checks each part appears there).
 */
export const POSTAL_ADDRESS = SCHOOL.postalAddress

export interface PhoneNumber {
  label: string
  display: string
  /** E.164 form for the tel: link. */
  dial: string
}

/** A main number and extensions, as the spec describes. */
export const PHONES: readonly PhoneNumber[] = SCHOOL.phones

export const CONTACT_EMAIL = SCHOOL.contactEmail
export const ADMISSIONS_EMAIL = SCHOOL.admissionsEmail

/** The school's external fee portal and online registration. */
export const FEE_PORTAL_URL = SCHOOL.feePortalUrl
export const ONLINE_REGISTRATION_URL = SCHOOL.onlineRegistrationUrl

export interface SocialLink {
  name: string
  href: string
  icon: SchoolFile['socialLinks'][number]['icon']
}

export const SOCIAL_LINKS: readonly SocialLink[] = SCHOOL.socialLinks

export const APP_STORE_LINKS: readonly { name: string; href: string }[] = SCHOOL.appStoreLinks

/** OpenStreetMap embed around the school, and the link to the full map. */
export const MAP_EMBED_URL = SCHOOL.mapEmbedUrl
export const MAP_LINK_URL = SCHOOL.mapLinkUrl
