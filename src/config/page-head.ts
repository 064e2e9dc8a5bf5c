import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { contentTextIn } from '@/content/hindi'
import { summaryOf } from './share-page-preview'
import { hrefIn, LANGS, type Lang, type PageLanguage } from './languages'
import { pageTitleIn } from './page-titles'
import { config } from './env'
import {
  SCHOOL_SHARE_IMAGE,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type PagePreview,
  type ShareImage,
} from './share-preview'
import { SCHOOL_NAME } from './site'
import { pageOf, type PagePath } from './site-map'
import { schoolStructuredData } from './structured-data'

/**
 * The head of each page (its route's `head`): title, description, canonical URL, Open Graph and Twitter card tags,
 * and on Home and Contact Us the school's JSON-LD. Prerendered, they are what a link shared on WhatsApp previews as.
 * This module is in every page's first load: fixed-content pages bring their own description and image from their
 * route's loader (share-page-preview.ts); only the data pages' one-sentence descriptions live here.
 */

const HOME_DESCRIPTION = msg`${SCHOOL_NAME}, Station Road, Pilikothi: a Catholic co-educational school, Nursery to XII, ICSE and ISC. News, events, results and admissions.`

/** What each data page lists (its content comes from the backend at run time, so it is described, not quoted). */
const DATA_PAGE_DESCRIPTIONS: Partial<Record<PagePath, MessageDescriptor>> = {
  '/': HOME_DESCRIPTION,
  '/PrincipalMessage': msg`The message of the principal of ${SCHOOL_NAME} to its students and parents.`,
  '/faculty': msg`The teachers and staff of ${SCHOOL_NAME}, Pilikothi.`,
  '/syllabus': msg`The syllabus and circulars of ${SCHOOL_NAME} for each class, to read or download.`,
  '/topperX': msg`The ICSE (class X) toppers of ${SCHOOL_NAME}, year by year, with their marks.`,
  '/topperXII': msg`The ISC (class XII) toppers of ${SCHOOL_NAME}, year by year, with their marks.`,
  '/classTopper': msg`The toppers of every class of ${SCHOOL_NAME}, session by session.`,
  '/Gallery': msg`Photo albums of the events, functions and activities of ${SCHOOL_NAME}, by session.`,
  '/SubGallery': msg`The photos of an album of the ${SCHOOL_NAME} photo gallery.`,
  '/VideoGallery': msg`Videos of the events, functions and activities of ${SCHOOL_NAME}.`,
  '/Events': msg`The events of ${SCHOOL_NAME}: what, when and where, session by session.`,
  '/News': msg`News and announcements from ${SCHOOL_NAME}, newest first.`,
  '/search': msg`Search the pages, news, events, photo albums, videos, syllabus and staff of ${SCHOOL_NAME}.`,
}

/**
 * A page's description in its language: a fixed page's from its content (the Hindi of the text it was made from),
 * a data page's from the catalogue, else the loader's own (a record's, in the language it was typed in).
 */
function descriptionOf(path: PagePath, { lang, i18n }: PageLanguage, preview: PagePreview | undefined): string {
  if (preview?.contentText !== undefined && lang !== 'en')
    return summaryOf(contentTextIn(lang, preview.contentText).text)
  if (preview) return preview.description
  return i18n._(DATA_PAGE_DESCRIPTIONS[path] ?? HOME_DESCRIPTION)
}

/** Where search engines and link previews read the school's own data. */
const WITH_SCHOOL_DATA: ReadonlySet<string> = new Set<PagePath>(['/', '/contactUs'])

/** Each language's Open Graph locale. */
const OG_LOCALES: Record<Lang, string> = { en: 'en_IN', hi: 'hi_IN' }

/** Title and description of the root route: what a page without its own (the not-found page) keeps. */
export function siteHead({ i18n }: PageLanguage) {
  return { meta: [{ title: SCHOOL_NAME }, { name: 'description', content: i18n._(HOME_DESCRIPTION) }] }
}

/**
 * The head of the page at `path` (a path of the site map) in `language`; `preview` is what the page's loader gives of
 * its own.
 */
export function pageHead(path: PagePath, { lang, i18n }: PageLanguage, preview?: PagePreview) {
  const page = pageOf(path)
  // A loader's own title is its record's (an album's, a news item's, a magazine issue's): data, in its own language.
  const pageTitle = preview?.title ?? (page && path !== '/' ? pageTitleIn(i18n, page) : undefined)
  const title = pageTitle ? `${pageTitle} | ${SCHOOL_NAME}` : SCHOOL_NAME
  const description = descriptionOf(path, { lang, i18n }, preview)
  const address = preview?.address ?? path
  const url = config.siteUrl + hrefIn(address, lang)
  const image: ShareImage = preview?.image ?? SCHOOL_SHARE_IMAGE
  const photo = preview?.photo
  const imageUrl = photo?.url ?? config.siteUrl + image.src
  const imageAlt = photo?.alt ?? image.alt
  // A backend photo's height is its own; a width is given when the resizer made it.
  const imageSize = photo
    ? photo.width === undefined
      ? []
      : [['og:image:width', String(photo.width)]]
    : [
        ['og:image:width', String(SHARE_IMAGE_WIDTH)],
        ['og:image:height', String(SHARE_IMAGE_HEIGHT)],
      ]
  const properties = [
    ['og:type', 'website'],
    ['og:site_name', SCHOOL_NAME],
    ['og:locale', OG_LOCALES[lang]],
    ...LANGS.filter((other) => other !== lang).map((other) => ['og:locale:alternate', OG_LOCALES[other]]),
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', imageUrl],
    ...imageSize,
    ['og:image:alt', imageAlt],
  ]
  const names = [
    ['description', description],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', imageUrl],
    ['twitter:image:alt', imageAlt],
  ]
  return {
    meta: [
      { title },
      ...names.map(([name = '', content = '']) => ({ name, content })),
      ...properties.map(([property = '', content = '']) => ({ property, content })),
      // The router writes it as <script type="application/ld+json">, its `<` escaped (headContentUtils).
      ...(WITH_SCHOOL_DATA.has(path) ? [{ 'script:ld+json': schoolStructuredData(config.siteUrl) }] : []),
      ...(preview?.structuredData ? [{ 'script:ld+json': preview.structuredData }] : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      // The same page in each language, and English for a reader of neither.
      ...LANGS.map((other) => ({ rel: 'alternate', hrefLang: other, href: config.siteUrl + hrefIn(address, other) })),
      { rel: 'alternate', hrefLang: 'x-default', href: config.siteUrl + hrefIn(address, 'en') },
    ],
  }
}

/**
 * A route's `head`: `head: routeHead`. The page is the route's own (its match's path), so a route file names its path
 * once, in `createFileRoute`; the preview is what the route's loader gives, if it gives one. Typed here, not
 * inferred: a context-sensitive `head` would keep the router from inferring the route's search type.
 */
export function routeHead({
  match,
  loaderData,
}: {
  match: { fullPath: PagePath; context: PageLanguage }
  loaderData?: PagePreview | void
}) {
  return pageHead(match.fullPath, match.context, typeof loaderData === 'object' ? loaderData : undefined)
}
