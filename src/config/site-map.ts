/**
 * Every page of the site (spec section 2) with its title and menu section.
 * The menu, the breadcrumb, document titles, the prerendered pages and the route tests all read this one list. The
 * calls a page makes on arrival are its route loader's (src/routes/), checked by tests/pages/first-calls.test.tsx.
 */
type Section = 'School' | 'Academics' | 'Facilities' | 'Results' | 'Gallery' | 'News & Events' | 'Parents'

export interface Page {
  path: string
  title: string
  /** The breadcrumb's middle crumb; undefined for pages that sit directly under Home. */
  section?: Section
}

export const PAGES = [
  { path: '/', title: 'Home' },
  { path: '/about', title: 'About us', section: 'School' },
  { path: '/history-aim', title: 'History, Aim, Vision & Mission', section: 'School' },
  { path: '/PrincipalMessage', title: "Principal's Desk", section: 'School' },
  { path: '/ourPrincipal', title: 'Our Principals', section: 'School' },
  { path: '/RulesRegulations', title: 'Rules and Regulations', section: 'School' },
  { path: '/admissionProcedure', title: 'Admission Procedure', section: 'School' },
  { path: '/schoolUniform', title: 'School Uniform', section: 'School' },
  { path: '/curriculum', title: 'Curriculum', section: 'School' },
  { path: '/roleOfHonour', title: 'Roll of Honour', section: 'School' },
  { path: '/comingSoon', title: 'Coming Soon', section: 'School' },
  { path: '/management-committee', title: 'Management Committee', section: 'Academics' },
  { path: '/faculty', title: 'Faculty & Staff', section: 'Academics' },
  { path: '/formerFaculty', title: 'Former Faculty', section: 'Academics' },
  { path: '/syllabus', title: 'Syllabus', section: 'Academics' },
  { path: '/FullAttendance', title: 'Full Attendance', section: 'Academics' },
  { path: '/OfficeBearers', title: 'School Office Bearers', section: 'Academics' },
  { path: '/campusTour', title: 'Camps & Tours', section: 'Facilities' },
  { path: '/laboratory', title: 'Laboratory', section: 'Facilities' },
  { path: '/library', title: 'Library', section: 'Facilities' },
  { path: '/sports', title: 'Sports', section: 'Facilities' },
  { path: '/school-topper', title: 'School Toppers', section: 'Results' },
  { path: '/topperX', title: 'ICSE Toppers', section: 'Results' },
  { path: '/topperXII', title: 'ISC Toppers', section: 'Results' },
  { path: '/classTopper', title: 'Class Toppers', section: 'Results' },
  { path: '/Gallery', title: 'Photo Gallery', section: 'Gallery' },
  { path: '/SubGallery', title: 'Gallery Detail', section: 'Gallery' },
  { path: '/VideoGallery', title: 'Video Gallery', section: 'Gallery' },
  { path: '/voiceSMS', title: 'Voice SMS', section: 'Gallery' },
  { path: '/magazine', title: 'Magazines', section: 'Gallery' },
  { path: '/Magazine2023', title: 'Magazine 2022-2023', section: 'Gallery' },
  { path: '/Magazine2024', title: 'Magazine 2023-2024', section: 'Gallery' },
  { path: '/Magazine2025', title: 'Magazine 2024-2025', section: 'Gallery' },
  { path: '/Events', title: 'Events', section: 'News & Events' },
  { path: '/News', title: 'News', section: 'News & Events' },
  { path: '/alumni', title: 'Alumni' },
  { path: '/contactUs', title: 'Contact Us' },
  { path: '/TC', title: 'Transfer Certificate', section: 'Parents' },
  { path: '/ParentPortal', title: 'Parent Portal Guidelines', section: 'Parents' },
  { path: '/ERPSoftware', title: 'ERP Software', section: 'Parents' },
  // Issue 21: the site search.
  { path: '/search', title: 'Search' },
] as const satisfies readonly Page[]

export type PagePath = (typeof PAGES)[number]['path']

const pagesByPath = new Map<string, Page>(PAGES.map((page) => [page.path, page]))

export function pageOf(path: string): Page | undefined {
  return pagesByPath.get(path)
}

/**
 * Rows of the site map that are not pages on their own: /SubGallery needs the ?id= of an album (the albums are linked
 * from /Gallery), and /search shows the results of a visitor's words. sitemap.xml leaves them out, and so do the site
 * search's results.
 */
export const NOT_STANDALONE_PAGES: ReadonlySet<string> = new Set(['/SubGallery', '/search'])

/** A page of the site whose path differs from `path` only in letter case (for the not-found page). */
export function pageMatchingIgnoringCase(path: string): Page | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase()
  return PAGES.find((page) => page.path.toLowerCase() === wanted)
}

export interface MenuItem {
  label: string
  to: PagePath
}

export interface MenuGroup {
  label: string
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
