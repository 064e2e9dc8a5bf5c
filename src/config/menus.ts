import type { MenuLabel } from './menu-labels'
import type { FixedPagePath } from './site-map-rows'

/** The header menu and the footer's quick links (spec section 2): fixed pages of the site map, by path. */

export interface MenuItem {
  /** Its English words; shown in the page's language through MENU_LABELS (menu-labels.ts). */
  label: MenuLabel
  to: FixedPagePath
}

export interface MenuGroup {
  label: MenuLabel
  items: readonly MenuItem[]
}

export type MenuEntry = MenuItem | MenuGroup

/** The header menu structure of spec section 2, in order. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'School',
    items: [
      { label: 'About us', to: '/about' },
      { label: 'History, Aim, Vision & Mission', to: '/history-aim' },
      { label: "Principal's Desk", to: '/PrincipalMessage' },
      { label: 'Our Principals', to: '/ourPrincipal' },
      { label: 'Rules and Regulations', to: '/RulesRegulations' },
      { label: 'Admission Procedure', to: '/admissionProcedure' },
      { label: 'School Uniform', to: '/schoolUniform' },
      { label: 'Curriculum', to: '/curriculum' },
      { label: 'Roll of Honour', to: '/roleOfHonour' },
      { label: 'Community Program', to: '/comingSoon' },
      { label: 'House Points', to: '/comingSoon' },
    ],
  },
  {
    label: 'Academics',
    items: [
      { label: 'Management Committee', to: '/management-committee' },
      { label: 'Faculty & Staff', to: '/faculty' },
      { label: 'Former Faculty', to: '/formerFaculty' },
      { label: 'Syllabus', to: '/syllabus' },
      { label: 'Streams & Subjects', to: '/comingSoon' },
      { label: 'Full Attendance', to: '/FullAttendance' },
      { label: 'Office Bearers', to: '/OfficeBearers' },
    ],
  },
  {
    label: 'Facilities',
    items: [
      { label: 'Camps & Tours', to: '/campusTour' },
      { label: 'Laboratory', to: '/laboratory' },
      { label: 'Library', to: '/library' },
      { label: 'Sports', to: '/sports' },
      { label: 'Summer Camp', to: '/comingSoon' },
    ],
  },
  {
    label: 'Results',
    items: [
      { label: 'School Toppers', to: '/school-topper' },
      { label: 'Class Toppers', to: '/classTopper' },
    ],
  },
  {
    label: 'Gallery',
    items: [
      { label: 'Photo Gallery', to: '/Gallery' },
      { label: 'Video Gallery', to: '/VideoGallery' },
      { label: 'Voice SMS', to: '/voiceSMS' },
      { label: 'Magazines', to: '/magazine' },
    ],
  },
  { label: 'Alumni', to: '/alumni' },
  { label: 'Contact', to: '/contactUs' },
]

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry
}

export const FOOTER_QUICK_LINKS: readonly MenuItem[] = [
  { label: 'About us', to: '/about' },
  { label: 'Admission Procedure', to: '/admissionProcedure' },
  { label: 'News', to: '/News' },
  { label: 'Events', to: '/Events' },
  { label: 'Photo Gallery', to: '/Gallery' },
  { label: 'Transfer Certificate', to: '/TC' },
  { label: 'ERP Software', to: '/ERPSoftware' },
  { label: 'Parent Portal', to: '/ParentPortal' },
  { label: 'Contact Us', to: '/contactUs' },
]
