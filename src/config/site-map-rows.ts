/**
 * The rows of the site map (spec section 2), as plain data that any code can read: the browser's site map
 * (site-map.ts) and the build's Node steps (prerender, sitemap.xml) and browser tests, which cannot list the data
 * folder the way Vite does (build/site-pages.ts lists it for them). Each magazine issue adds a row of its own, made
 * from its year: a new year's magazine is a data file (src/content/data/magazines/), never a row written here.
 */
import { magazinePath, type MagazinePath } from '../content/magazine-path.ts'

export { magazinePath, type MagazinePath }

type Section = 'School' | 'Academics' | 'Facilities' | 'Results' | 'Gallery' | 'News & Events' | 'Parents'

export interface Page {
  path: string
  title: string
  /** The breadcrumb's middle crumb; undefined for pages that sit directly under Home. */
  section?: Section
}

/** Every page of the site but the magazine issues, in the site map's order. */
const FIXED_PAGES = [
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
  // The magazine issues' rows follow this one (sitePages).
  { path: '/magazine', title: 'Magazines', section: 'Gallery' },
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

/** The path of a fixed page: a route of its own, which a link names as it is (`<Link to="/about">`). */
export type FixedPagePath = (typeof FIXED_PAGES)[number]['path']

/** A path of the site map: a fixed page's, or a magazine issue's. */
export type PagePath = FixedPagePath | MagazinePath

/** A row of the site map. */
export interface SitePage extends Page {
  path: PagePath
}

/**
 * A magazine issue's row. Its title names the session that ends in its year, as the issue's data file does (its
 * schema, src/content/schemas/magazines.ts, holds the file to that).
 */
function magazinePage(year: number): SitePage {
  return { path: magazinePath(year), title: `Magazine ${year - 1}-${year}`, section: 'Gallery' }
}

/** The site map's rows: the fixed pages, with a row for each magazine year, oldest first, after /magazine. */
export function sitePages(magazineYears: readonly number[]): readonly SitePage[] {
  const issues = [...magazineYears].sort((a, b) => a - b).map(magazinePage)
  return FIXED_PAGES.flatMap((page): SitePage[] => (page.path === '/magazine' ? [page, ...issues] : [page]))
}

/**
 * Rows of the site map that are not pages on their own: /SubGallery needs the ?id= of an album (the albums are linked
 * from /Gallery), and /search shows the results of a visitor's words. sitemap.xml leaves them out, and so do the site
 * search's results.
 */
export const NOT_STANDALONE_PAGES: ReadonlySet<string> = new Set(['/SubGallery', '/search'])
