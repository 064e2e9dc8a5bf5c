import { SCHOOL_LOGO_PNG, SCHOOL_SHARE_IMAGE } from './share-preview'
import { CONTACT_EMAIL, PHONES, POSTAL_ADDRESS, SCHOOL_NAME, SOCIAL_LINKS } from './site'

/**
 * schema.org's description of the school, as JSON-LD, for search engines (the knowledge panel: address, phones,
 * logo). `School` rather than `HighSchool` (which would leave out Nursery to class VIII) or `CollegeOrUniversity`
 * (the "College" of the name is classes XI and XII, not a university); `School` is an `EducationalOrganization`.
 * The few properties used are typed here rather than with the schema-dts package.
 */
/** The vocabulary of every JSON-LD block of the site. */
export const SCHEMA_ORG = 'https://schema.org'

export interface SchoolStructuredData {
  [property: string]: string | readonly string[] | PostalAddressData
  '@context': typeof SCHEMA_ORG
  '@type': 'School'
  name: string
  url: string
  logo: string
  image: string
  address: PostalAddressData
  telephone: readonly string[]
  email: string
  sameAs: readonly string[]
}

interface PostalAddressData {
  [property: string]: string
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality: string
  postalCode: string
  addressRegion: string
  addressCountry: string
}

/** The school's postal address as schema.org has it (its School, the place of its events). */
export const SCHOOL_POSTAL_ADDRESS: PostalAddressData = { '@type': 'PostalAddress', ...POSTAL_ADDRESS }

/** The school's JSON-LD, its URLs absolute on `siteUrl` (the site's origin). */
export function schoolStructuredData(siteUrl: string): SchoolStructuredData {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'School',
    name: SCHOOL_NAME,
    url: `${siteUrl}/`,
    logo: siteUrl + SCHOOL_LOGO_PNG,
    image: siteUrl + SCHOOL_SHARE_IMAGE.src,
    address: SCHOOL_POSTAL_ADDRESS,
    telephone: PHONES.map((phone) => phone.dial),
    email: CONTACT_EMAIL,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  }
}
