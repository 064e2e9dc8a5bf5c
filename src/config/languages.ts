import type { I18n } from '@lingui/core'
import type { LocationRewrite } from '@tanstack/react-router'

/**
 * The site's two languages and how each shows in an address: English at today's addresses, Hindi at the same path
 * and query under /hi (`/hi/Events?year=2026&month=3`). The language comes from the address only, never from a
 * cookie or Accept-Language, so a page's address is the same page for everyone (shared, cached, prerendered).
 */
export const LANGS = ['en', 'hi'] as const
export type Lang = (typeof LANGS)[number]

const HINDI_PREFIX = '/hi'

/** The language a page is written in, and its catalogue's instance (the router's context, each render's own). */
export interface PageLanguage {
  lang: Lang
  i18n: I18n
}

/** Each language's name in its own script, as the language switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' }

/** The language of a path of the site: Hindi under /hi, English everywhere else. */
export function langOfPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en'
}

/** The route's own path of a public path: `/hi/Events` is `/Events`, `/hi` is `/`; English paths are their own. */
export function routePathOf(publicPath: string): string {
  return langOfPath(publicPath) === 'hi' ? publicPath.slice(HINDI_PREFIX.length) || '/' : publicPath
}

/** The public path of a route's path in `lang`: `/Events` in Hindi is `/hi/Events`, `/` is `/hi`. */
export function publicPathOf(routePath: string, lang: Lang): string {
  if (lang === 'en') return routePath
  return routePath === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${routePath}`
}

/**
 * The router's rewrite for `lang` (one router per language): a Hindi router reads `/hi/Events` as its route
 * `/Events`, and every address it writes (links, navigation, redirects) gets /hi back, so every link of a Hindi page
 * stays Hindi. The route files, typed links and search validation are the same for both languages.
 */
export function pathRewrite(lang: Lang): LocationRewrite | undefined {
  if (lang === 'en') return undefined
  return {
    input: ({ url }) => {
      url.pathname = routePathOf(url.pathname)
      return url
    },
    output: ({ url }) => {
      url.pathname = publicPathOf(url.pathname, lang)
      return url
    },
  }
}

/** The page at `publicHref` in `lang`, with its filters. */
export function hrefIn(publicHref: string, lang: Lang): string {
  const url = new URL(publicHref, 'http://localhost')
  return `${publicPathOf(routePathOf(url.pathname), lang)}${url.search}${url.hash}`
}

/** The other of the two languages: the one the language switch offers. */
export const otherLang = (lang: Lang): Lang => (lang === 'hi' ? 'en' : 'hi')

/** The language of an i18n instance's locale (always one of LANGS: src/i18n/catalog.ts activates only those). */
export const langOfLocale = (locale: string): Lang => (locale === 'hi' ? 'hi' : 'en')

/**
 * The one-line offer of Hindi to a browser whose first language is Hindi, on its first visit to an English page: in
 * Hindi whatever the page's language, as it is for someone who reads Hindi first.
 */
export const HINDI_OFFER = {
  text: 'यह वेबसाइट हिन्दी में भी उपलब्ध है।',
  accept: 'हिन्दी में पढ़ें',
  decline: 'नहीं, अंग्रेज़ी ठीक है',
  /** The offer's landmark name. */
  label: 'भाषा',
} as const

/** Whether a browser's preferred languages (`navigator.languages`) put Hindi first. */
export const prefersHindi = (preferred: readonly string[]): boolean => /^hi\b/i.test(preferred[0] ?? '')
