import { birthdaysAll, birthdaysToday } from '../fixtures/birthdays'
import { eventsAll, eventsHome } from '../fixtures/events'
import { faculty } from '../fixtures/faculty'
import { galleryAll, galleryHome } from '../fixtures/gallery'
import { highlights } from '../fixtures/highlights'
import { newsAll, newsHome } from '../fixtures/news'
import { notifications } from '../fixtures/notifications'
import { onlineRegistrations } from '../fixtures/online-registration'
import { principalMessages } from '../fixtures/principal-message'
import { toppers } from '../fixtures/toppers'
import { videos } from '../fixtures/videos'
import type { ListCall, MockScenario } from './scenario'

/**
 * Broken and malicious data in every field (security issue), chosen with `?mockScenario=hostile`.
 * Every list keeps a few good demo records, so a page shows what it can; around them: script tags, event-handler
 * attributes and javascript:/data: URLs in every text and URL field, wrong types, nulls, duplicate ids, very long
 * strings and records that are not objects. One call (the circulars behind /syllabus) answers with an HTML error page.
 * Anything that executes sets `window.__pwned` or opens a dialog, which the browser test looks for.
 */

/** Markup that runs script if it ever reaches the DOM unsanitised. */
const HOSTILE_MARKUP = [
  `<script>window.__pwned = 'script'</script>`,
  `<img src="x" onerror="window.__pwned = 'img-onerror'; alert('img')">`,
  `<svg onload="window.__pwned = 'svg-onload'"></svg>`,
  `<a href="javascript:window.__pwned='a-href'">click me</a>`,
  `<iframe src="javascript:parent.__pwned='iframe'"></iframe>`,
  `<div style="background:url(javascript:alert(1))" onmouseover="window.__pwned='hover'">hover</div>`,
  `"><script>window.__pwned = 'attribute-breakout'</script>`,
  `<details open ontoggle="window.__pwned='ontoggle'"></details>`,
  `<form action="javascript:window.__pwned='form'"><button>go</button></form>`,
  `<object data="data:text/html,<script>parent.__pwned='object'</script>"></object>`,
]

/** URLs that run script or load foreign content if they ever reach an href or src. */
const HOSTILE_URLS = [
  `javascript:window.__pwned='javascript-url'`,
  `JaVaScRiPt:window.__pwned='mixed-case'`,
  `java\tscript:window.__pwned='tab'`,
  ` \u0001javascript:window.__pwned='control-char'`,
  `data:text/html,<script>window.__pwned='data-url'</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned='data-svg'"/>`,
  `vbscript:msgbox(1)`,
  `//evil.example/steal`,
  `file:///etc/passwd`,
  `blob:https://evil.example/1234`,
]

/** A word too long to wrap, and a very long text. */
const LONG_WORD = 'A'.repeat(5_000)
const LONG_TEXT = 'Very long text. '.repeat(2_000)

const markup = (index: number) => HOSTILE_MARKUP[index % HOSTILE_MARKUP.length] ?? ''
const url = (index: number) => HOSTILE_URLS[index % HOSTILE_URLS.length] ?? ''

interface Shape {
  /** Text fields that must be non-blank for the record to be shown (title, name, ...). */
  required: readonly string[]
  /** Other text fields. */
  text?: readonly string[]
  /** Fields holding a file path or a list of them (attachments, images). */
  files?: readonly string[]
  /** Fields holding a link (videoUrl, url). */
  links?: readonly string[]
  /** Fields that must keep a known value for the record to be shown at all (category, class). */
  fixed?: Readonly<Record<string, unknown>>
}

/** Hostile records of one entity: each would be shown if it got past the parsers, so every field is exercised. */
function hostileRecords(prefix: string, shape: Shape): unknown[] {
  const { required, text = [], files = [], links = [], fixed = {} } = shape
  const records: unknown[] = []
  // Markup in every text field, hostile URLs in every URL field, under a duplicated id.
  for (let index = 0; index < HOSTILE_MARKUP.length; index += 1) {
    const record: Record<string, unknown> = { _id: `${prefix}-duplicate`, ...fixed }
    for (const field of [...required, ...text])
      record[field] = `${markup(index + field.length)} ${prefix} hostile ${index}`
    for (const field of files) record[field] = [url(index), url(index + 1)]
    for (const field of links) record[field] = url(index)
    records.push(record)
  }
  // Every URL as a single string (not a list) and as the link.
  for (const hostileUrl of HOSTILE_URLS) {
    const record: Record<string, unknown> = { _id: `${prefix}-url`, ...fixed }
    for (const field of required) record[field] = `${prefix} link test`
    for (const field of files) record[field] = hostileUrl
    for (const field of links) record[field] = hostileUrl
    records.push(record)
  }
  // Wrong types in every field, then nulls everywhere, then missing fields.
  const wrongTypes: unknown[] = [{ toString: 'x' }, [1, 2, 3], true, 42, 1e308]
  wrongTypes.forEach((value, index) => {
    const record: Record<string, unknown> = { _id: index % 2 === 0 ? { $oid: 'x' } : [`${prefix}`], ...fixed }
    for (const field of [...required, ...text, ...files, ...links]) record[field] = value
    records.push(record)
  })
  const nulls: Record<string, unknown> = { _id: null }
  for (const field of [...required, ...text, ...files, ...links, ...Object.keys(fixed)]) nulls[field] = null
  records.push(nulls, {}, { ...fixed })
  // Very long strings: one unbreakable word, one long text.
  for (const long of [LONG_WORD, LONG_TEXT]) {
    const record: Record<string, unknown> = { _id: `${prefix}-long`, ...fixed }
    for (const field of [...required, ...text]) record[field] = long
    for (const field of files) record[field] = [`${long}.jpg`]
    for (const field of links) record[field] = `https://example.org/${long}`
    records.push(record)
  }
  // Dates that do not parse, or that are absurd.
  for (const date of ['not a date', '9999-99-99', '2026-02-30', '-271821-04-19', '0000-00-00T99:99:99Z', 'NaN']) {
    const record: Record<string, unknown> = { _id: `${prefix}-date`, ...fixed, date, fromDate: date, time: date }
    for (const field of required) record[field] = `${prefix} odd date ${date}`
    records.push(record)
  }
  // Records that are not objects at all.
  records.push(null, 0, 'a string record', ['an', 'array'], true)
  return records
}

/** Good demo records first, hostile ones in between, more good ones at the end. */
function mixed(good: readonly unknown[], hostile: readonly unknown[]): unknown[] {
  const half = Math.ceil(good.length / 2)
  return [...good.slice(0, half), ...hostile, ...good.slice(half)]
}

const NEWS: Shape = { required: ['title'], text: ['description', 'fromDate'], files: ['attachments'] }
const EVENTS: Shape = {
  required: ['title'],
  text: ['description', 'date', 'time', 'venue'],
  files: ['images', 'attachments'],
}
const BIRTHDAYS: Shape = { required: ['name', 'date'], text: ['class'], files: ['attachments'] }
const GALLERY: Shape = {
  required: ['title'],
  text: ['description', 'date'],
  files: ['attachments'],
  fixed: { category: 'PhotoGallery' },
}
const PRINCIPAL: Shape = {
  required: ['message'],
  text: ['name', 'designation'],
  files: ['attachments'],
  fixed: { category: 'Principal' },
}

/** The gallery the browser test opens on /SubGallery?id=hostile-gallery. */
const HOSTILE_GALLERY_ID = 'hostile-gallery'

const hostileGallery = {
  _id: HOSTILE_GALLERY_ID,
  category: 'PhotoGallery',
  title: `${HOSTILE_MARKUP[0]} Hostile gallery`,
  description: HOSTILE_MARKUP[1],
  date: '2026-11-01',
  attachments: [...HOSTILE_URLS, 'gallery/sports-day-2026-1.svg', LONG_WORD],
}

/** An HTML error page where JSON was due (a proxy's 502 page, say), answered with status 200. */
function htmlErrorPage(): Response {
  return new Response(
    `<!doctype html><html><body><h1>502 Bad Gateway</h1><script>window.__pwned = 'error-page'</script></body></html>`,
    { status: 200, headers: { 'Content-Type': 'text/html' } },
  )
}

const lists: Partial<Record<ListCall, () => unknown>> = {
  'news/all/:code': () => mixed(newsAll.slice(0, 4), hostileRecords('news', NEWS)),
  'news/:code': () => mixed(newsHome.slice(0, 2), hostileRecords('home-news', NEWS)),
  'events/All/:code': () => mixed(eventsAll.slice(0, 4), hostileRecords('event', EVENTS)),
  'events/:code': () => mixed(eventsHome.slice(0, 2), hostileRecords('home-event', EVENTS)),
  'birthdays/all/:code': () => mixed(birthdaysAll(new Date()).slice(0, 4), hostileRecords('birthday', BIRTHDAYS)),
  'birthdays/:code': () => mixed(birthdaysToday(new Date()).slice(0, 2), hostileRecords('home-birthday', BIRTHDAYS)),
  'PrincipalMessage/:code': () => mixed(principalMessages, hostileRecords('principal', PRINCIPAL)),
  'gallery/All/:code': () => mixed(galleryAll.slice(0, 4), [hostileGallery, ...hostileRecords('gallery', GALLERY)]),
  'gallery/:code': () => mixed(galleryHome.slice(0, 2), hostileRecords('home-gallery', GALLERY)),
  'video/all/:code': () =>
    mixed(
      videos.slice(0, 4),
      hostileRecords('video', { required: ['title', 'videoUrl'], text: ['date'], links: ['videoUrl'] }),
    ),
  'faculty/all/:code': () =>
    mixed(
      faculty.slice(0, 4),
      hostileRecords('faculty', {
        required: ['name'],
        text: ['designation', 'qualification', 'order'],
        files: ['attachments'],
      }),
    ),
  // The syllabus page's call answers with an HTML page: the section shows its error state with Retry.
  'circular/all/:code': htmlErrorPage,
  'highlight/:code': () =>
    mixed(highlights.slice(0, 2), hostileRecords('highlight', { required: ['title'], files: ['attachments'] })),
  'notification/:code': () =>
    mixed(
      notifications.slice(0, 2),
      hostileRecords('notification', {
        required: ['title'],
        text: ['description', 'urlTitle'],
        files: ['image', 'attachments'],
        links: ['url'],
      }).slice(0, 12),
    ),
  'onlineRegistration/:code': () =>
    mixed(onlineRegistrations, hostileRecords('registration', { required: [], files: ['attachments'] })),
  'topper/:code': () =>
    mixed(toppers.slice(0, 6), [
      ...hostileRecords('topper-x', {
        required: ['name', 'sessionYear', 'division'],
        text: ['stream'],
        files: ['attachments'],
        fixed: { class: 'X' },
      }),
      ...hostileRecords('topper-xii', {
        required: ['name', 'division'],
        text: ['stream'],
        files: ['attachments'],
        fixed: { class: 'XII', sessionYear: '2025-2026' },
      }),
    ]),
}

export const hostileScenario: MockScenario = { name: 'hostile', lists }
