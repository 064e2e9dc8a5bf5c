/**
 * The school's fixed contact details and external links, in one place.
 * The spec does not give the real values: the ones marked PLACEHOLDER must be replaced
 * with the school's own before going live (see README, "Before going live").
 */
export const SCHOOL_NAME = "St. Mary's School & College" // PLACEHOLDER name

export const ADDRESS_LINES = ['Station Road, Pilikothi', 'Mirzapur 231001', 'Uttar Pradesh, India'] as const

/**
 * The same address in its parts, for the schema.org data search engines read (src/config/structured-data.ts):
 * keep it in step with ADDRESS_LINES (tests/unit/page-head.test.ts checks each part appears there).
 */
export const POSTAL_ADDRESS = {
  streetAddress: 'Station Road, Pilikothi',
  addressLocality: 'Mirzapur',
  postalCode: '231001',
  addressRegion: 'Uttar Pradesh',
  /** ISO 3166-1 alpha-2. */
  addressCountry: 'IN',
} as const

export interface PhoneNumber {
  label: string
  display: string
  /** E.164 form for the tel: link. */
  dial: string
}

// PLACEHOLDER numbers: a main number and two extensions, as the spec describes.
export const PHONES: readonly PhoneNumber[] = [
  { label: 'Main office', display: '+91 5442 220 100', dial: '+915442220100' },
  { label: 'Extension 1', display: '+91 5442 220 101', dial: '+915442220101' },
  { label: 'Extension 2', display: '+91 5442 220 102', dial: '+915442220102' },
]

export const CONTACT_EMAIL = 'info@school.example.org' // PLACEHOLDER
export const ADMISSIONS_EMAIL = 'admissions@school.example.org' // PLACEHOLDER

export const FEE_PORTAL_URL = 'https://fees.school.example.org/' // PLACEHOLDER external fee portal
export const ONLINE_REGISTRATION_URL = 'https://admissions.school.example.org/register' // PLACEHOLDER

export interface SocialLink {
  name: string
  href: string
  icon: 'facebook' | 'instagram' | 'youtube' | 'x'
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  { name: 'X (Twitter)', href: 'https://x.com/', icon: 'x' },
]

export const APP_STORE_LINKS = [
  { name: 'Get the parent app on Google Play', href: 'https://play.google.com/store/apps' },
  { name: 'Download the parent app on the App Store', href: 'https://apps.apple.com/' },
] as const

/** OpenStreetMap embed around Station Road, Pilikothi. */
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=82.555%2C25.138%2C82.585%2C25.158&layer=mapnik&marker=25.148%2C82.570'
export const MAP_LINK_URL = 'https://www.openstreetmap.org/?mlat=25.148&mlon=82.570#map=16/25.148/82.570'
