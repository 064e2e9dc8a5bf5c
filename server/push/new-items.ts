import type { SchoolEvent } from '../../src/api/event.schema'
import { PHOTO_GALLERY_CATEGORY, type GalleryItem } from '../../src/api/gallery.schema'
import type { News } from '../../src/api/news.schema'
import { TOPPER_CLASSES, type Topper } from '../../src/api/topper.schema'
import { anchoredNews, listAnchors, type AnchoredItem } from '../../src/selectors/item-anchor'
import { itemAddress, shortText } from '../../src/selectors/share-url'
import { IST_OFFSET_MS, QUIET_HOURS, type PushTopic } from '../../src/config/push-topics'
import { ROUTE_PAGES } from '../../src/config/route-pages.gen'
import { albumSharePath } from '../../src/shared/album-address'
import { LANGS, publicPathOf, type Lang } from '../../src/config/languages'

/**
 * What the school publishes, as a parent's phone hears of it: pure rules over the school's lists, shared
 * by the watcher (push-watcher.ts), its tests and the "Notify me" control's topic names.
 */

/**
 * Words of a notification: the backend's text, the same in every language (staff type it in theirs), or the site's
 * fixed words, one per language.
 */
type PushWords = string | Record<Lang, string>

/**
 * One item of a list, read once for every language: its key among that topic's items (its id, else its anchor), and
 * what a notification says.
 */
export interface PublishedItem {
  topic: PushTopic
  key: string
  title: PushWords
  /** One line of text. */
  text: PushWords
  /** Its own address on the site, as an English page's path: the tap opens it, under /hi for a Hindi subscription. */
  path: string
}

/** A notification as the offline worker shows it (public/push-worker.js reads these fields). */
export interface PushMessage {
  title: string
  body: string
  /** The page the tap opens (a path of the site). */
  url: string
  /** A repeat with the same tag replaces the notification rather than piling up. */
  tag: string
}

/**
 * A notification as the store keeps it: in every language, each subscription getting its own (`messageIn`); one
 * kept before notifications had languages is the same for all.
 */
export type LocalisedMessage = Record<Lang, PushMessage>
export type StoredMessage = PushMessage | LocalisedMessage

/** `stored` in `lang` (English when it has no such language). */
export function messageIn(stored: StoredMessage, lang: Lang): PushMessage {
  return 'title' in stored ? stored : (stored[lang] ?? stored.en)
}

/**
 * The fixed words of the notifications, in each language (a language without a word is a type error). A typed record
 * beside the rules, not the site's Lingui catalogue: the server runs without Lingui's compiler.
 */
const PUSH_WORDS: Record<
  Lang,
  {
    newNotice: string
    newEvent: string
    newPhotos: string
    results: (className: string, session: string) => string
    className: Record<string, string>
    /** "5 new notices". */
    batch: (count: number, topic: PushTopic) => string
  }
> = {
  en: {
    newNotice: 'A new notice from the school.',
    newEvent: 'A new event at the school.',
    newPhotos: 'New photos from the school.',
    results: (className, session) => `${className} results ${session}`.trim(),
    className: {
      [TOPPER_CLASSES.icse]: 'ICSE (class X)',
      [TOPPER_CLASSES.isc]: 'ISC (class XII)',
      [TOPPER_CLASSES.classToppers]: 'Class toppers',
    },
    batch: (count, topic) =>
      `${count} new ${{ news: 'notices', events: 'events', results: 'results', albums: 'photo albums' }[topic]}`,
  },
  hi: {
    newNotice: 'विद्यालय की एक नई सूचना।',
    newEvent: 'विद्यालय में एक नया कार्यक्रम।',
    newPhotos: 'विद्यालय की नई फ़ोटो।',
    results: (className, session) => `${className} परिणाम ${session}`.trim(),
    className: {
      [TOPPER_CLASSES.icse]: 'ICSE (कक्षा 10)',
      [TOPPER_CLASSES.isc]: 'ISC (कक्षा 12)',
      [TOPPER_CLASSES.classToppers]: 'कक्षा टॉपर',
    },
    batch: (count, topic) =>
      `${count} ${{ news: 'नई सूचनाएँ', events: 'नए कार्यक्रम', results: 'नए परिणाम', albums: 'नए फ़ोटो एल्बम' }[topic]}`,
  },
}

const wordsIn = (words: PushWords, lang: Lang): string => (typeof words === 'string' ? words : words[lang])

/** The fixed words `pick` takes from PUSH_WORDS, in every language. */
const fixedWords = (pick: (words: (typeof PUSH_WORDS)[Lang]) => string): Record<Lang, string> =>
  Object.fromEntries(LANGS.map((lang) => [lang, pick(PUSH_WORDS[lang])])) as Record<Lang, string>

/** Longest title and line of text in a notification: phones show about two lines of each. */
const TITLE_MAX_LENGTH = 100
const TEXT_MAX_LENGTH = 160
/** Past this many new items of one topic in one round, they come as one notification ("5 new notices"). */
const MAX_SEPARATE_NOTIFICATIONS = 3

/** Backend text as one plain line: no markup (tags dropped, never interpreted), no control characters. */
export function plainLine(text: unknown, maxLength: number): string {
  if (typeof text !== 'string') return ''
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return shortText(plain.replace(/[\uD800-\uDFFF]/g, ''), maxLength)
}

const keyOf = (id: string | undefined, anchor: string) => (typeof id === 'string' && id.trim() ? id.trim() : anchor)

/** News items as published items, each at its shared address (`/News?year=…&item=…`). */
export function newsItems(news: readonly News[]): PublishedItem[] {
  const anchors = listAnchors('news', news, anchoredNews)
  return news.map((item) => {
    const anchor = anchors.get(item) ?? ''
    return {
      topic: 'news',
      key: keyOf(item._id, anchor),
      title: plainLine(item.title, TITLE_MAX_LENGTH),
      text: plainLine(item.description, TEXT_MAX_LENGTH) || fixedWords((words) => words.newNotice),
      path: itemAddress('news', anchoredNews(item), anchor),
    }
  })
}

const anchoredEvent = (event: SchoolEvent): AnchoredItem => ({ _id: event._id, title: event.title, date: event.date })

/** Events as published items, at their shared address (`/Events?year=…&item=…`). */
export function eventItems(events: readonly SchoolEvent[]): PublishedItem[] {
  const anchors = listAnchors('event', events, anchoredEvent)
  return events.map((event) => {
    const anchor = anchors.get(event) ?? ''
    const when = [plainLine(event.time, 40), plainLine(event.venue, 80)].filter(Boolean).join(', ')
    return {
      topic: 'events',
      key: keyOf(event._id, anchor),
      title: plainLine(event.title, TITLE_MAX_LENGTH),
      text: plainLine(event.description, TEXT_MAX_LENGTH) || when || fixedWords((words) => words.newEvent),
      path: itemAddress('event', anchoredEvent(event), anchor),
    }
  })
}

/** The page of each topper class. */
const TOPPER_PAGE: Record<string, string> = {
  [TOPPER_CLASSES.icse]: '/topperX',
  [TOPPER_CLASSES.isc]: '/topperXII',
  [TOPPER_CLASSES.classToppers]: '/classTopper',
}

/** Topper records as published results, on their class's page. Records of no known class are no one's results. */
export function resultItems(toppers: readonly Topper[]): PublishedItem[] {
  return toppers.flatMap((topper) => {
    const path = TOPPER_PAGE[topper.class]
    if (!path) return []
    const name = plainLine(topper.name, 80)
    const session = plainLine(topper.sessionYear, 20)
    return [
      {
        topic: 'results' as const,
        key: keyOf(topper._id, `${topper.class}|${topper.sessionYear}|${topper.name}`),
        title: fixedWords((words) => words.results(words.className[topper.class] ?? '', session)),
        text: `${name}: ${plainLine(topper.division, 10)}`,
        path,
      },
    ]
  })
}

/** Photo albums (the PhotoGallery category, as the site shows) at their album page. */
export function albumItems(gallery: readonly GalleryItem[]): PublishedItem[] {
  return gallery
    .filter((album) => album.category === PHOTO_GALLERY_CATEGORY)
    .map((album) => ({
      topic: 'albums',
      key: album._id,
      title: plainLine(album.title, TITLE_MAX_LENGTH),
      text: plainLine(album.description, TEXT_MAX_LENGTH) || fixedWords((words) => words.newPhotos),
      path: albumSharePath(album._id),
    }))
}

/** What one item's notification says in `lang`. */
function messageOf(item: PublishedItem, lang: Lang): PushMessage {
  return {
    title: wordsIn(item.title, lang),
    body: wordsIn(item.text, lang),
    url: publicPathOf(item.path, lang),
    tag: `${item.topic}:${item.key}`,
  }
}

/**
 * Where a batch notification's tap goes: the topic's list page, the first page whose route offers "Notify me" for it
 * (`staticData.notifyTopic`), so the page it opens is one where the parent can change what comes.
 */
function batchPageOf(topic: PushTopic): string {
  const page = ROUTE_PAGES.find((routePage) => 'notifyTopic' in routePage && routePage.notifyTopic === topic)
  if (!page) throw new Error(`No page offers the notification topic ${topic} (a route's staticData.notifyTopic)`)
  return page.path
}

/**
 * The notifications for one topic's new items: one each, or, past MAX_SEPARATE_NOTIFICATIONS, one for them all
 * (its tap opens the first item's page for results, whose pages differ by class; else the topic's list page).
 */
export function messagesFor(topic: PushTopic, fresh: readonly PublishedItem[], lang: Lang = 'en'): PushMessage[] {
  if (fresh.length <= MAX_SEPARATE_NOTIFICATIONS) return fresh.map((item) => messageOf(item, lang))
  const titles = fresh.map((item) => wordsIn(item.title, lang)).filter(Boolean)
  return [
    {
      title: PUSH_WORDS[lang].batch(fresh.length, topic),
      body: plainLine([...new Set(titles)].join(' · '), TEXT_MAX_LENGTH),
      url: publicPathOf(topic === 'results' ? (fresh[0]?.path ?? batchPageOf(topic)) : batchPageOf(topic), lang),
      tag: `${topic}:batch:${fresh
        .map((item) => item.key)
        .join('|')
        .slice(0, 200)}`,
    },
  ]
}

/** The notifications for one topic's new items in every language, by the same rules, so they pair up one to one. */
export function localisedMessagesFor(topic: PushTopic, fresh: readonly PublishedItem[]): LocalisedMessage[] {
  const inEach = Object.fromEntries(LANGS.map((lang) => [lang, messagesFor(topic, fresh, lang)])) as Record<
    Lang,
    PushMessage[]
  >
  return inEach.en.map(
    (_, index) => Object.fromEntries(LANGS.map((lang) => [lang, inEach[lang][index]!])) as LocalisedMessage,
  )
}

/**
 * When a notification may be sent: now, or, for anything but results during the quiet hours (22:00–06:00 IST),
 * 06:00 IST the next morning. Milliseconds since the epoch.
 */
export function sendableFrom(topic: PushTopic, now: number): number {
  if (topic === 'results') return now
  const ist = new Date(now + IST_OFFSET_MS)
  const hour = ist.getUTCHours()
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now
  const morning = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), QUIET_HOURS.until)
  const nextMorning = hour >= QUIET_HOURS.from ? morning + 24 * 3_600_000 : morning
  return nextMorning - IST_OFFSET_MS
}
