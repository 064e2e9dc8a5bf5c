import { SCHOOL } from './school'
// /ERPSoftware: text about the ERP vendor (src/content/data/erp-software.json).
import CONTENT from 'content:erp-software.json'
import HINDI from 'content:hi/erp-software.json'
import type { ErpSoftwareFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

export interface ErpShowcaseItem {
  title: string
  text: string
  /** An animated SVG of public/images/static (its animation stops under prefers-reduced-motion). */
  image: string
  imageAlt: string
  href: string
  linkText: string
}

export const ERP_INTRO = CONTENT.intro

/** Where each card's link goes: the vendor's site, or one of the school's own links (./school.ts). */
const LINKS: Readonly<Record<ErpSoftwareFile['showcase'][number]['link'], string>> = {
  vendor: CONTENT.vendorUrl,
  googlePlay: SCHOOL.appStoreLinks[0]?.href ?? CONTENT.vendorUrl,
  feePortal: SCHOOL.feePortalUrl,
}

export const ERP_SHOWCASE: readonly ErpShowcaseItem[] = CONTENT.showcase.map(({ link, ...card }) => ({
  ...card,
  href: LINKS[link],
}))

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('erp-software.json', HINDI)
