import { APP_STORE_LINKS, FEE_PORTAL_URL } from '@/config/site'
import { STATIC_IMAGE_DIR } from './static-page.types'

export interface ErpShowcaseItem {
  title: string
  text: string
  /** An animated SVG of public/images/static (its animation stops under prefers-reduced-motion). */
  image: string
  imageAlt: string
  href: string
  linkText: string
}

/** PLACEHOLDER: the vendor's real name and website, to be replaced before going live. */
const ERP_VENDOR_NAME = 'EduSphere School ERP'
const ERP_VENDOR_URL = 'https://erp-vendor.example.com/'

/** /ERPSoftware: text about the ERP vendor. */
export const ERP_INTRO = [
  `The school runs its administration on ${ERP_VENDOR_NAME}, a cloud-based school management system. Admissions, attendance, examinations, report cards, fees, transport and library are managed in one place.`,
  'Parents see the same information in the parent portal and in the mobile app: attendance, homework, circulars, results and fee receipts, at any time and from anywhere.',
] as const

export const ERP_SHOWCASE: readonly ErpShowcaseItem[] = [
  {
    title: 'School management',
    text: 'The ERP that keeps records, timetables, results and fees together.',
    image: `${STATIC_IMAGE_DIR}/erp-school-management.svg`,
    imageAlt: 'Animated dashboard with charts of attendance and results',
    href: ERP_VENDOR_URL,
    linkText: `Visit ${ERP_VENDOR_NAME}`,
  },
  {
    title: 'Parent mobile app',
    text: 'Attendance, homework and circulars on your phone.',
    image: `${STATIC_IMAGE_DIR}/erp-parent-app.svg`,
    imageAlt: 'Animated phone receiving a message from the school',
    href: APP_STORE_LINKS[0].href,
    linkText: 'Get the parent app on Google Play',
  },
  {
    title: 'Online fee payment',
    text: 'Pay fees online by card, net banking or UPI.',
    image: `${STATIC_IMAGE_DIR}/erp-fee-payment.svg`,
    imageAlt: 'Animated card payment being confirmed with a tick',
    href: FEE_PORTAL_URL,
    linkText: 'Open the online fee payment portal',
  },
]
