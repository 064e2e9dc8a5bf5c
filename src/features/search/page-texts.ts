import type { I18n } from '@lingui/core'
import { langOfLocale } from '@/config/languages'
import { ADDRESS_LINES, CONTACT_EMAIL, PHONES, SCHOOL_NAME } from '@/config/site'
import { pageTitleIn } from '@/config/page-titles'
import { PAGES, type PagePath } from '@/config/site-map'
import { NOT_STANDALONE_PAGES } from '@/config/site-map-rows'
import { ABOUT_PAGE } from '@/content/about'
import { ADMISSION_PAGE } from '@/content/admission-procedure'
import { ALUMNI, ALUMNI_INTRO } from '@/content/alumni'
import { CAMPUS_TOUR_PAGE } from '@/content/campus-tour'
import { COMING_SOON_PAGE } from '@/content/coming-soon'
import { CONTACT_INTRO } from '@/content/contact'
import { CURRICULUM_PAGE } from '@/content/curriculum'
import { ERP_INTRO, ERP_SHOWCASE } from '@/content/erp-software'
import { FORMER_FACULTY, FORMER_FACULTY_INTRO } from '@/content/former-faculty'
import { FULL_ATTENDANCE, FULL_ATTENDANCE_INTRO } from '@/content/full-attendance'
import { contentIn } from '@/content/hindi'
import { HISTORY_AIM_PAGE } from '@/content/history-aim'
import { ABOUT_BLURB, FACILITY_TABS, MISSION_VISION_AIM } from '@/content/home'
import { LABORATORIES, LABORATORY_INTRO } from '@/content/laboratory'
import { LIBRARY_PAGE } from '@/content/library'
import { MAGAZINE_YEARS } from '@/content/magazine-years'
import { MANAGEMENT_COMMITTEE, MANAGEMENT_COMMITTEE_INTRO } from '@/content/management-committee'
import { OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { OFFICE_BEARERS } from '@/content/office-bearers'
import { PARENT_PORTAL_PAGE } from '@/content/parent-portal'
import { PRINCIPAL_MESSAGE_FALLBACK } from '@/content/principal-message'
import { PRINCIPALS } from '@/content/principals'
import { ROLL_OF_HONOUR, ROLL_OF_HONOUR_INTRO } from '@/content/roll-of-honour'
import { RULES_PAGE } from '@/content/rules-regulations'
import { UNIFORM_PAGE } from '@/content/school-uniform'
import { SPORTS_PAGE } from '@/content/sports'
import { VOICE_MESSAGES } from '@/content/voice-sms'
// The Hindi of the home page, the contact page and the school's contact details: their own modules register it.
import '@/content/contact-hindi'
import '@/content/home-hindi'
import '@/content/school-hindi'
import { sessionLabel } from '@/selectors/session-year'

/**
 * The fixed pages' words for the site search: each page's title from the site map and, where it has fixed content,
 * the text of its content module (src/content/), the same data the page renders. tests/pages/site-search-pages.test.tsx
 * checks that every sentence of content a fixed page shows is here. Each magazine issue is a page of the site map (its title
 * names its session), so a new issue is found without a line here.
 */
const PAGE_CONTENT: Partial<Record<PagePath, readonly unknown[]>> = {
  '/': [ABOUT_BLURB, MISSION_VISION_AIM, FACILITY_TABS],
  '/about': [ABOUT_PAGE],
  '/history-aim': [HISTORY_AIM_PAGE],
  '/PrincipalMessage': [PRINCIPAL_MESSAGE_FALLBACK],
  '/ourPrincipal': [PRINCIPALS],
  '/RulesRegulations': [RULES_PAGE],
  '/admissionProcedure': [ADMISSION_PAGE],
  '/schoolUniform': [UNIFORM_PAGE],
  '/curriculum': [CURRICULUM_PAGE],
  '/roleOfHonour': [ROLL_OF_HONOUR_INTRO, ROLL_OF_HONOUR],
  '/comingSoon': [COMING_SOON_PAGE],
  '/management-committee': [MANAGEMENT_COMMITTEE_INTRO, MANAGEMENT_COMMITTEE],
  '/formerFaculty': [FORMER_FACULTY_INTRO, FORMER_FACULTY],
  '/FullAttendance': [FULL_ATTENDANCE_INTRO, FULL_ATTENDANCE],
  '/OfficeBearers': [OFFICE_BEARER_YEARS, OFFICE_BEARERS],
  '/campusTour': [CAMPUS_TOUR_PAGE],
  '/laboratory': [LABORATORY_INTRO, LABORATORIES],
  '/library': [LIBRARY_PAGE],
  '/sports': [SPORTS_PAGE],
  '/voiceSMS': [VOICE_MESSAGES],
  // The issues' sessions (their pages are images): from the years, so the issues' page lists stay out of the search.
  '/magazine': [MAGAZINE_YEARS.map((year) => sessionLabel(year - 1))],
  '/alumni': [ALUMNI_INTRO, ALUMNI],
  '/contactUs': [SCHOOL_NAME, ADDRESS_LINES, CONTACT_INTRO, PHONES, CONTACT_EMAIL],
  '/ParentPortal': [PARENT_PORTAL_PAGE],
  '/ERPSoftware': [ERP_INTRO, ERP_SHOWCASE],
}

/** A string that is a file, an address or an identifier rather than words (photo paths, links, ids). */
function isNotProse(text: string): boolean {
  return /^(\/|\.\/|https?:|mailto:|tel:|#)/i.test(text) || /\.(svg|png|jpe?g|webp|avif|pdf|wav|mp3)$/i.test(text)
}

/** Every string inside `value` (objects and arrays walked), skipping paths and addresses. */
function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!isNotProse(value)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) textOf(item, out)
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) textOf(item, out)
  }
  return out
}

/**
 * Every page of the site map with its words, but those that are not pages on their own (NOT_STANDALONE_PAGES), in
 * `i18n`'s language (English without it). In Hindi, each page is titled in Hindi and has its content's Hindi (as its
 * page shows it, src/content/hindi.ts), so a Hindi word finds it ("प्रवेश" finds "प्रवेश प्रक्रिया"); its English
 * title and text stay among its words, so that an English word still finds it on the Hindi page.
 */
export function pageTexts(i18n?: I18n): { path: PagePath; title: string; text: string }[] {
  const lang = i18n ? langOfLocale(i18n.locale) : 'en'
  return PAGES.filter((page) => !NOT_STANDALONE_PAGES.has(page.path)).map((page) => {
    const content = PAGE_CONTENT[page.path] ?? []
    const text = textOf(content).join(' ')
    if (lang === 'en' || !i18n) return { path: page.path, title: page.title, text }
    const hindi = textOf(contentIn(lang, content)).join(' ')
    return {
      path: page.path,
      title: pageTitleIn(i18n, page),
      text: [page.title, hindi === text ? '' : hindi, text].filter(Boolean).join(' '),
    }
  })
}
