import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FixedPagePath } from './site-map-rows'

/** The header menu and the footer's quick links (spec section 2): fixed pages of the site map, by path. */

export interface MenuItem {
  /** Its words, in the page's language (src/locales/). */
  label: MessageDescriptor
  to: FixedPagePath
}

export interface MenuGroup {
  /** The same in every language: it names the group's submenu (`submenu-school`). */
  key: string
  label: MessageDescriptor
  items: readonly MenuItem[]
}

export type MenuEntry = MenuItem | MenuGroup

/** The header menu structure of spec section 2, in order. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: msg`Home`, to: '/' },
  {
    key: 'school',
    label: msg`School`,
    items: [
      { label: msg`About us`, to: '/about' },
      { label: msg`History, Aim, Vision & Mission`, to: '/history-aim' },
      { label: msg`Principal's Desk`, to: '/PrincipalMessage' },
      { label: msg`Our Principals`, to: '/ourPrincipal' },
      { label: msg`Rules and Regulations`, to: '/RulesRegulations' },
      { label: msg`Admission Procedure`, to: '/admissionProcedure' },
      { label: msg`School Uniform`, to: '/schoolUniform' },
      { label: msg`Curriculum`, to: '/curriculum' },
      { label: msg`Roll of Honour`, to: '/roleOfHonour' },
      { label: msg`Community Program`, to: '/comingSoon' },
      { label: msg`House Points`, to: '/comingSoon' },
    ],
  },
  {
    key: 'academics',
    label: msg`Academics`,
    items: [
      { label: msg`Management Committee`, to: '/management-committee' },
      { label: msg`Faculty & Staff`, to: '/faculty' },
      { label: msg`Former Faculty`, to: '/formerFaculty' },
      { label: msg`Syllabus`, to: '/syllabus' },
      { label: msg`Streams & Subjects`, to: '/comingSoon' },
      { label: msg`Full Attendance`, to: '/FullAttendance' },
      { label: msg`Office Bearers`, to: '/OfficeBearers' },
    ],
  },
  {
    key: 'facilities',
    label: msg`Facilities`,
    items: [
      { label: msg`Camps & Tours`, to: '/campusTour' },
      { label: msg`Laboratory`, to: '/laboratory' },
      { label: msg`Library`, to: '/library' },
      { label: msg`Sports`, to: '/sports' },
      { label: msg`Summer Camp`, to: '/comingSoon' },
    ],
  },
  {
    key: 'results',
    label: msg`Results`,
    items: [
      { label: msg`School Toppers`, to: '/school-topper' },
      { label: msg`Class Toppers`, to: '/classTopper' },
    ],
  },
  {
    key: 'gallery',
    label: msg`Gallery`,
    items: [
      { label: msg`Photo Gallery`, to: '/Gallery' },
      { label: msg`Video Gallery`, to: '/VideoGallery' },
      { label: msg`Voice SMS`, to: '/voiceSMS' },
      { label: msg`Magazines`, to: '/magazine' },
    ],
  },
  { label: msg`Alumni`, to: '/alumni' },
  { label: msg`Contact`, to: '/contactUs' },
]

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry
}

export const FOOTER_QUICK_LINKS: readonly MenuItem[] = [
  { label: msg`About us`, to: '/about' },
  { label: msg`Admission Procedure`, to: '/admissionProcedure' },
  { label: msg`News`, to: '/News' },
  { label: msg`Events`, to: '/Events' },
  { label: msg`Photo Gallery`, to: '/Gallery' },
  { label: msg`Transfer Certificate`, to: '/TC' },
  { label: msg`ERP Software`, to: '/ERPSoftware' },
  { label: msg`Parent Portal`, to: '/ParentPortal' },
  { label: msg`Contact Us`, to: '/contactUs' },
]
