import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Section } from './route-pages'
import type { FixedPagePath, Page } from './site-map-rows'

/**
 * Each page's title and each menu section's name as messages of the catalogue (src/locales/): the English is the
 * route's `staticData` (tests/unit/i18n-titles.test.ts holds the two equal), the Hindi the translators'. Typed by
 * path, so a new page without its message here is a type error.
 */
const PAGE_TITLES: Record<FixedPagePath, MessageDescriptor> = {
  '/': msg`Home`,
  '/ERPSoftware': msg`ERP Software`,
  '/Events': msg`Events`,
  '/FullAttendance': msg`Full Attendance`,
  '/Gallery': msg`Photo Gallery`,
  '/News': msg`News`,
  '/OfficeBearers': msg`School Office Bearers`,
  '/ParentPortal': msg`Parent Portal Guidelines`,
  '/PrincipalMessage': msg`Principal's Desk`,
  '/RulesRegulations': msg`Rules and Regulations`,
  '/SubGallery': msg`Gallery Detail`,
  '/TC': msg`Transfer Certificate`,
  '/VideoGallery': msg`Video Gallery`,
  '/about': msg`About us`,
  '/admissionProcedure': msg`Admission Procedure`,
  '/alumni': msg`Alumni`,
  '/campusTour': msg`Camps & Tours`,
  '/classTopper': msg`Class Toppers`,
  '/comingSoon': msg`Coming Soon`,
  '/contactUs': msg`Contact Us`,
  '/curriculum': msg`Curriculum`,
  '/faculty': msg`Faculty & Staff`,
  '/formerFaculty': msg`Former Faculty`,
  '/history-aim': msg`History, Aim, Vision & Mission`,
  '/laboratory': msg`Laboratory`,
  '/library': msg`Library`,
  '/magazine': msg`Magazines`,
  '/management-committee': msg`Management Committee`,
  '/ourPrincipal': msg`Our Principals`,
  '/roleOfHonour': msg`Roll of Honour`,
  '/school-topper': msg`School Toppers`,
  '/schoolUniform': msg`School Uniform`,
  '/search': msg`Search`,
  '/sports': msg`Sports`,
  '/syllabus': msg`Syllabus`,
  '/topperX': msg`ICSE Toppers`,
  '/topperXII': msg`ISC Toppers`,
  '/voiceSMS': msg`Voice SMS`,
}

const SECTION_NAMES: Record<Section, MessageDescriptor> = {
  School: msg`School`,
  Academics: msg`Academics`,
  Facilities: msg`Facilities`,
  Results: msg`Results`,
  Gallery: msg`Gallery`,
  'News & Events': msg`News & Events`,
  Parents: msg`Parents`,
}

const MAGAZINE_PATH = /^\/Magazine(\d+)$/

/** A magazine issue's title: the session that ends in its year (site-map-rows.ts). */
function magazineTitle(year: number): MessageDescriptor {
  const from = year - 1
  const to = year
  return msg`Magazine ${from}-${to}`
}

const isFixedPagePath = (path: string): path is FixedPagePath => Object.hasOwn(PAGE_TITLES, path)

/** The title of a page of the site map in `i18n`'s language. */
export function pageTitleIn(i18n: I18n, page: Page): string {
  if (isFixedPagePath(page.path)) return i18n._(PAGE_TITLES[page.path])
  const issue = MAGAZINE_PATH.exec(page.path)
  return issue ? i18n._(magazineTitle(Number(issue[1]))) : page.title
}

/** A menu section's name (the breadcrumb's middle crumb) in `i18n`'s language. */
export function sectionNameIn(i18n: I18n, section: Section): string {
  return i18n._(SECTION_NAMES[section])
}
