import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type * as z from 'zod/mini'
import { DEMO_FILE_NAMES, demoFileFor } from '../../mocks/demo-files'
import { birthdaysAll, birthdaysToday } from '../../mocks/fixtures/birthdays'
import { circulars } from '../../mocks/fixtures/circulars'
import { eventsAll, eventsHome } from '../../mocks/fixtures/events'
import { faculty } from '../../mocks/fixtures/faculty'
import { galleryAll, galleryHome } from '../../mocks/fixtures/gallery'
import { highlights } from '../../mocks/fixtures/highlights'
import { newsAll, newsHome } from '../../mocks/fixtures/news'
import { notifications } from '../../mocks/fixtures/notifications'
import { onlineRegistrations } from '../../mocks/fixtures/online-registration'
import { principalMessages } from '../../mocks/fixtures/principal-message'
import { toppers } from '../../mocks/fixtures/toppers'
import { UNSAFE_VIDEO_URL, videos } from '../../mocks/fixtures/videos'
import { SAMPLE_TC_PATH, UNKNOWN_ADMISSION_NUMBER } from '../../mocks/handlers'
import { birthdaySchema } from '@/api/birthday.schema'
import { birthdaysAllQuery, birthdaysTodayQuery } from '@/api/birthday.queries'
import { circularSchema, SYLLABUS_CATEGORY } from '@/api/circular.schema'
import { circularsQuery } from '@/api/circular.queries'
import { eventSchema } from '@/api/event.schema'
import { eventsAllQuery, eventsHomeQuery } from '@/api/event.queries'
import { facultySchema } from '@/api/faculty.schema'
import { facultyQuery } from '@/api/faculty.queries'
import { galleryItemSchema, PHOTO_GALLERY_CATEGORY } from '@/api/gallery.schema'
import { galleryAllQuery, galleryHomeQuery, subGalleryQuery } from '@/api/gallery.queries'
import { highlightSchema } from '@/api/highlight.schema'
import { highlightsQuery } from '@/api/highlight.queries'
import { safeLinkUrl } from '@/api/image-url'
import { newsSchema } from '@/api/news.schema'
import { newsAllQuery, newsHomeQuery } from '@/api/news.queries'
import { notificationSchema } from '@/api/notification.schema'
import { notificationsQuery } from '@/api/notification.queries'
import { onlineRegistrationSchema } from '@/api/online-registration.schema'
import { onlineRegistrationQuery } from '@/api/online-registration.queries'
import { parseList, parseOne } from '@/api/parse'
import { PRINCIPAL_CATEGORY, principalMessageSchema } from '@/api/principal-message.schema'
import { principalMessagesQuery } from '@/api/principal-message.queries'
import { tcResponseSchema } from '@/api/tc.schema'
import { TOPPER_CLASSES, topperSchema } from '@/api/topper.schema'
import { toppersQuery } from '@/api/topper.queries'
import { videoSchema } from '@/api/video.schema'
import { videosQuery } from '@/api/video.queries'

// The msw node server (mocks/node.ts) is started by tests/setup.ts with onUnhandledRequest: 'error'.

/** Any origin and any school code must work: the handlers are origin-agnostic and take `:code`. */
const API = 'http://localhost/api'
const CODE = 'DEMO01'
// A plain path: under jsdom the global URL is jsdom's, which node:fs does not accept.
const DEMO_FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'demo-files')
const MAX_DEMO_FILES_BYTES = 300 * 1024
const MAX_SVG_BYTES = 3 * 1024
const JPEG_MAGIC = [0xff, 0xd8, 0xff]

/** The school session of a date: it starts in April. */
function sessionOf(date: Date): string {
  const start = date.getMonth() >= 3 ? date.getFullYear() : date.getFullYear() - 1
  return `${start}-${start + 1}`
}

/** A date string as a Date, or undefined when missing or unparseable. */
function validDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The records that parse, like parseList but silent: for data read while the tests are being collected. */
function goodRecords<T extends z.ZodMiniType>(schema: T, data: readonly unknown[]): z.output<T>[] {
  return data.flatMap((record) => {
    const result = schema.safeParse(record)
    return result.success ? [result.data] : []
  })
}

function distinct<T>(values: readonly T[]): Set<T> {
  return new Set(values)
}

/** Raw `_id`s of a fixture list (records only). */
function rawIds(records: readonly unknown[]): unknown[] {
  return records.map((record) =>
    typeof record === 'object' && record !== null && '_id' in record ? record._id : undefined,
  )
}

/** A raw field of the record with this _id. */
function rawField(records: readonly unknown[], id: string, field: string): unknown {
  const record = records.find((candidate) => rawIds([candidate])[0] === id)
  return typeof record === 'object' && record !== null ? Reflect.get(record, field) : undefined
}

/** Every file path the fixtures reference (attachments, images, image), however deep. */
function filePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(filePaths)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, field]) => {
    if (!['attachments', 'images', 'image'].includes(key)) return filePaths(field)
    if (typeof field === 'string') return field.trim() === '' ? [] : [field]
    return Array.isArray(field) ? field.filter((item): item is string => typeof item === 'string') : []
  })
}

const now = new Date()

/** Every list fixture, the schema the app parses it with, and the id of its one malformed record. */
const LISTS = [
  { name: 'news (all)', data: newsAll, schema: newsSchema, malformed: 'news-malformed' },
  { name: 'news (home)', data: newsHome, schema: newsSchema, malformed: 'news-malformed' },
  { name: 'events (all)', data: eventsAll, schema: eventSchema, malformed: 'event-malformed' },
  { name: 'events (home)', data: eventsHome, schema: eventSchema, malformed: 'event-malformed' },
  {
    name: 'birthdays (today)',
    data: birthdaysToday(now),
    schema: birthdaySchema,
    malformed: 'birthday-today-malformed',
  },
  { name: 'birthdays (all)', data: birthdaysAll(now), schema: birthdaySchema, malformed: 'birthday-all-malformed' },
  {
    name: 'principal message',
    data: principalMessages,
    schema: principalMessageSchema,
    malformed: 'message-principal-malformed',
  },
  { name: 'gallery (all)', data: galleryAll, schema: galleryItemSchema, malformed: 'gallery-malformed' },
  { name: 'gallery (home)', data: galleryHome, schema: galleryItemSchema, malformed: 'gallery-malformed' },
  { name: 'videos', data: videos, schema: videoSchema, malformed: 'video-malformed' },
  { name: 'faculty', data: faculty, schema: facultySchema, malformed: 'faculty-malformed' },
  { name: 'circulars', data: circulars, schema: circularSchema, malformed: 'circular-malformed' },
  { name: 'highlights', data: highlights, schema: highlightSchema, malformed: 'highlight-malformed' },
  { name: 'notifications', data: notifications, schema: notificationSchema, malformed: 'notification-malformed' },
  // Every field of OnlineRegistration is optional: its malformed record is not a record at all (no _id).
  { name: 'online registration', data: onlineRegistrations, schema: onlineRegistrationSchema, malformed: undefined },
  { name: 'toppers', data: toppers, schema: topperSchema, malformed: 'topper-malformed' },
] as const

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  // parseList reports dropped records on the console; the malformed fixtures are dropped on purpose.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('fixtures: every list parses, except exactly one malformed record', () => {
  it.each(LISTS)('$name', ({ name, data, schema, malformed }) => {
    const parsed: unknown[] = parseList(`fixtures: ${name}`, schema, data)
    expect(parsed).toHaveLength(data.length - 1)
    expect(warn).toHaveBeenCalledTimes(1)
    if (malformed !== undefined) {
      expect(rawIds(data)).toContain(malformed)
      expect(rawIds(parsed)).not.toContain(malformed)
    }
  })

  it('the malformed record of each list is the only one dropped, whatever its position', () => {
    for (const { name, data, schema } of LISTS) {
      const failing = data.filter((record) => !schema.safeParse(record).success)
      expect(failing, name).toHaveLength(1)
    }
  })
})

describe('fixtures: gallery', () => {
  const all = goodRecords(galleryItemSchema, galleryAll)
  const photos = all.filter((item) => item.category === PHOTO_GALLERY_CATEGORY)

  it('has at least two records of other categories, which must stay hidden', () => {
    const hidden = all.filter((item) => item.category !== PHOTO_GALLERY_CATEGORY)
    expect(hidden.length).toBeGreaterThanOrEqual(2)
    expect(distinct(hidden.map((item) => item.category))).toEqual(new Set(['Circular', 'VideoGallery']))
  })

  it('spans four school sessions, with several months in the current one (2026-2027)', () => {
    const dates = photos.flatMap((item) => validDate(item.date) ?? [])
    expect(distinct(dates.map(sessionOf))).toEqual(new Set(['2026-2027', '2025-2026', '2024-2025', '2023-2024']))
    const currentSessionMonths = dates.filter((date) => sessionOf(date) === '2026-2027').map((date) => date.getMonth())
    expect(distinct(currentSessionMonths).size).toBeGreaterThanOrEqual(3)
    // January to March belong to the session that started the April before.
    expect(sessionOf(new Date(2026, 0, 26))).toBe('2025-2026')
    expect(photos.find((item) => item.date === '2026-01-26')?._id).toBe('gallery-republic-day-2026')
  })

  it('has one photo gallery without a date and one with an unparseable date', () => {
    expect(photos.filter((item) => item.date === undefined).map((item) => item._id)).toEqual(['gallery-campus-views'])
    expect(photos.filter((item) => item.date === 'not-a-date').map((item) => item._id)).toEqual(['gallery-alumni-meet'])
  })

  it('gives every photo gallery 3 to 8 images', () => {
    for (const item of photos) {
      expect(item.attachments.length, item._id).toBeGreaterThanOrEqual(3)
      expect(item.attachments.length, item._id).toBeLessThanOrEqual(8)
    }
  })

  it('the home preview is a shorter list of records from the All list', () => {
    const home = parseList('fixtures: gallery home rules', galleryItemSchema, galleryHome)
    expect(home.length).toBeGreaterThanOrEqual(5)
    expect(home.length).toBeLessThan(all.length)
    for (const item of home) expect(all).toContainEqual(item)
  })
})

describe('fixtures: events and news', () => {
  const events = goodRecords(eventSchema, eventsAll)
  const news = goodRecords(newsSchema, newsAll)

  it.each([
    ['events', events.map((event) => event.date)],
    ['news', news.map((item) => item.fromDate)],
  ])('%s span 2024, 2025 and 2026 over several months, with one undated and one unparseable date', (_name, dates) => {
    const valid = dates.flatMap((date) => validDate(date) ?? [])
    expect(distinct(valid.map((date) => date.getFullYear()))).toEqual(new Set([2024, 2025, 2026]))
    expect(distinct(valid.map((date) => date.getMonth())).size).toBeGreaterThanOrEqual(6)
    expect(dates.filter((date) => date === undefined)).toHaveLength(1)
    expect(dates.filter((date) => date === 'not-a-date')).toHaveLength(1)
  })

  it('events have a time, a venue, images and PDF attachments', () => {
    for (const event of events) {
      expect(event.time, event._id).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/)
      expect(event.venue, event._id).toBeTruthy()
    }
    expect(events.filter((event) => event.images.length > 0).length).toBeGreaterThanOrEqual(events.length - 1)
    const pdfs = events.flatMap((event) => event.attachments)
    expect(pdfs.length).toBeGreaterThanOrEqual(3)
    for (const pdf of pdfs) expect(pdf).toMatch(/\.pdf$/)
  })

  it('news have attachments', () => {
    expect(news.filter((item) => item.attachments.length > 0).length).toBeGreaterThanOrEqual(5)
  })

  it('home calls answer about five records each, taken from the All lists', () => {
    const homeEvents = parseList('fixtures: events home rules', eventSchema, eventsHome)
    const homeNews = parseList('fixtures: news home rules', newsSchema, newsHome)
    expect(homeEvents).toHaveLength(5)
    expect(homeNews).toHaveLength(5)
    for (const event of homeEvents) expect(events).toContainEqual(event)
    for (const item of homeNews) expect(news).toContainEqual(item)
  })
})

describe('fixtures: birthdays, computed from the date of the request', () => {
  // Today, the last day of the year (the next months wrap into January) and 29 February.
  it.each([now, new Date(2026, 11, 31), new Date(2028, 1, 29)])('on %s', (day) => {
    const monthDay = (date: string) => date.slice(5, 10)
    const pad = (value: number) => String(value).padStart(2, '0')
    const todayMonthDay = `${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
    const thisMonth = pad(day.getMonth() + 1)

    const today = parseList(`fixtures: birthdays today ${day.toISOString()}`, birthdaySchema, birthdaysToday(day))
    expect(today.length).toBeGreaterThanOrEqual(3)
    for (const birthday of today) expect(monthDay(birthday.date)).toBe(todayMonthDay)
    expect(distinct(today.map((birthday) => birthday.date.slice(0, 4))).size).toBe(today.length)

    const all = parseList(`fixtures: birthdays all ${day.toISOString()}`, birthdaySchema, birthdaysAll(day))
    expect(all.length).toBeGreaterThanOrEqual(12)
    const inThisMonth = all.filter((birthday) => birthday.date.slice(5, 7) === thisMonth)
    expect(inThisMonth.length).toBeGreaterThanOrEqual(4)
    expect(distinct(all.map((birthday) => birthday.date.slice(5, 7))).size).toBeGreaterThanOrEqual(6)
    expect(all.some((birthday) => monthDay(birthday.date) === todayMonthDay)).toBe(true)

    // Every date of birth is a real calendar date (no 30 February).
    for (const birthday of [...today, ...all]) {
      const [year, month, date] = birthday.date.split('-').map(Number)
      const parsed = new Date(year ?? 0, (month ?? 0) - 1, date)
      expect(parsed.getDate(), birthday.date).toBe(date)
    }
  })

  it('sends the photo as a string, a one-item list, null or not at all', () => {
    const raw = [...birthdaysToday(now), ...birthdaysAll(now)]
    const photos = raw.map((record) =>
      typeof record === 'object' && record !== null ? Reflect.get(record, 'attachments') : undefined,
    )
    expect(photos.some((photo) => typeof photo === 'string')).toBe(true)
    expect(photos.some((photo) => Array.isArray(photo) && photo.length === 1)).toBe(true)
    expect(photos.some((photo) => photo === undefined)).toBe(true)
    expect(photos.some((photo) => photo === null)).toBe(true)
  })
})

describe('fixtures: principal message', () => {
  it('has one valid Principal record with HTML, name, designation and photo, and one other category', () => {
    const messages = parseList('fixtures: principal rules', principalMessageSchema, principalMessages)
    const principal = messages.filter((message) => message.category === PRINCIPAL_CATEGORY)
    expect(principal).toHaveLength(1)
    expect(principal[0]?.message).toMatch(/<p>[\s\S]*<strong>/)
    expect(principal[0]).toMatchObject({ name: 'Rev. Fr. Joseph Mathew', designation: 'Principal' })
    expect(principal[0]?.attachments).toHaveLength(1)
    expect(messages.some((message) => message.category === 'VicePrincipal')).toBe(true)
    // The first raw Principal record is the malformed one: the site must use the first *valid* one.
    expect(rawField(principalMessages, 'message-principal-malformed', 'category')).toBe(PRINCIPAL_CATEGORY)
  })
})

describe('fixtures: toppers', () => {
  const all = goodRecords(topperSchema, toppers)
  const ofClass = (topperClass: string) => all.filter((topper) => topper.class === topperClass)

  it('cover X, XII and OtherToppers over the sessions 2021-2022 to 2025-2026', () => {
    expect(distinct(all.map((topper) => topper.class))).toEqual(new Set(Object.values(TOPPER_CLASSES)))
    const years = new Set(['2021-2022', '2022-2023', '2023-2024', '2024-2025', '2025-2026'])
    expect(distinct(ofClass(TOPPER_CLASSES.icse).map((topper) => topper.sessionYear))).toEqual(years)
    expect(distinct(ofClass(TOPPER_CLASSES.isc).map((topper) => topper.sessionYear))).toEqual(years)
    expect(
      distinct(ofClass(TOPPER_CLASSES.classToppers).map((topper) => topper.sessionYear)).size,
    ).toBeGreaterThanOrEqual(3)
  })

  it('carry the stream: ICSE for X, Science/Commerce/Humanities for XII, the class-section for the others', () => {
    expect(distinct(ofClass(TOPPER_CLASSES.icse).map((topper) => topper.stream))).toEqual(new Set(['ICSE']))
    expect(distinct(ofClass(TOPPER_CLASSES.isc).map((topper) => topper.stream))).toEqual(
      new Set(['Science', 'Commerce', 'Humanities']),
    )
    for (const topper of ofClass(TOPPER_CLASSES.classToppers)) expect(topper.stream).toMatch(/^[IVX]+-[A-Z]$/)
  })

  it('have two equal marks within one class and year, and one division that is not a number', () => {
    const keyed = all.map((topper) => `${topper.class}|${topper.sessionYear}|${topper.division}`)
    expect(keyed.length - distinct(keyed).size).toBe(1)
    const notNumbers = all.filter((topper) => !Number.isFinite(Number(topper.division)))
    expect(notNumbers.map((topper) => topper.division)).toEqual(['Distinction'])
    expect(all.some((topper) => topper.division.includes('.'))).toBe(true)
    expect(all.some((topper) => /^\d+$/.test(topper.division))).toBe(true)
  })

  it('some have no photo (placeholder image)', () => {
    expect(all.filter((topper) => topper.attachments.length === 0).length).toBeGreaterThanOrEqual(3)
  })
})

describe('fixtures: faculty, circulars, videos, highlights, notifications, online registration', () => {
  it('faculty: about ten, order as number, numeric string or missing', () => {
    const members = parseList('fixtures: faculty rules', facultySchema, faculty)
    expect(members).toHaveLength(10)
    const rawOrders = rawIds(faculty).map((id) => rawField(faculty, String(id), 'order'))
    expect(rawOrders.some((order) => typeof order === 'number')).toBe(true)
    expect(rawOrders.some((order) => typeof order === 'string')).toBe(true)
    expect(members.filter((member) => member.order === undefined).length).toBeGreaterThanOrEqual(2)
    for (const member of members) {
      expect(member.designation, member.name).toBeTruthy()
      expect(member.qualification, member.name).toBeTruthy()
    }
  })

  it('circulars: several Syllabus PDFs, and Notice and Holiday circulars that must stay hidden', () => {
    const all = parseList('fixtures: circular rules', circularSchema, circulars)
    const syllabus = all.filter((circular) => circular.category === SYLLABUS_CATEGORY)
    expect(syllabus.length).toBeGreaterThanOrEqual(3)
    for (const circular of syllabus) expect(circular.attachments[0]).toMatch(/\.pdf$/)
    expect(distinct(all.map((circular) => circular.category))).toEqual(
      new Set([SYLLABUS_CATEGORY, 'Notice', 'Holiday']),
    )
  })

  it('videos: YouTube links over several years, and one javascript: URL that parses but is never a link', () => {
    const all = parseList('fixtures: video rules', videoSchema, videos)
    const safe = all.filter((video) => video.videoUrl !== UNSAFE_VIDEO_URL)
    expect(safe.length).toBeGreaterThanOrEqual(6)
    for (const video of safe) expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
    expect(distinct(safe.map((video) => video.date?.slice(0, 4))).size).toBeGreaterThanOrEqual(3)
    const unsafe = all.filter((video) => video.videoUrl === UNSAFE_VIDEO_URL)
    expect(unsafe).toHaveLength(1)
    expect(safeLinkUrl(unsafe[0]?.videoUrl)).toBeUndefined()
  })

  it('highlights: four announcements', () => {
    expect(parseList('fixtures: highlight rules', highlightSchema, highlights)).toHaveLength(4)
  })

  it('notifications: two, with an https link and a same-site /News link', () => {
    const all = parseList('fixtures: notification rules', notificationSchema, notifications)
    expect(all).toHaveLength(2)
    for (const notification of all) {
      expect(notification.description).toBeTruthy()
      expect(notification.image).toHaveLength(1)
      expect(notification.urlTitle).toBeTruthy()
      expect(notification.attachments[0]).toMatch(/\.pdf$/)
    }
    expect(all.map((notification) => notification.url)).toEqual([expect.stringMatching(/^https:\/\//), '/News'])
    expect(all[0]?.urlTitle).toBe('Read more about admissions')
  })

  it('online registration: one record with an instructions PDF', () => {
    const all = parseList('fixtures: registration rules', onlineRegistrationSchema, onlineRegistrations)
    expect(all).toHaveLength(1)
    expect(all[0]?.attachments).toEqual([expect.stringMatching(/instructions\.pdf$/)])
  })
})

describe('demo files (public/demo-files)', () => {
  const onDisk = readdirSync(DEMO_FILES_DIR)
  const referenced = LISTS.flatMap(({ data }) => filePaths(data))

  it('every file the fixtures reference is in the manifest and on disk', () => {
    expect(referenced.length).toBeGreaterThan(100)
    for (const path of referenced) {
      const name = demoFileFor(path)
      expect(name, path).toBeDefined()
      expect(onDisk, path).toContain(name)
    }
  })

  it('the folder holds exactly the manifest, nothing unused, within its size budget', () => {
    expect(new Set(onDisk)).toEqual(DEMO_FILE_NAMES)
    const used = new Set([...referenced.map((path) => demoFileFor(path)), demoFileFor(SAMPLE_TC_PATH)])
    expect(used).toEqual(DEMO_FILE_NAMES)
    let total = 0
    for (const name of onDisk) {
      const size = statSync(join(DEMO_FILES_DIR, name)).size
      if (name.endsWith('.svg')) expect(size, name).toBeLessThan(MAX_SVG_BYTES)
      total += size
    }
    expect(total).toBeLessThan(MAX_DEMO_FILES_BYTES)
  })

  it('the sample TC is a real JPEG and the PDFs are PDF 1.4', () => {
    const jpeg = readFileSync(join(DEMO_FILES_DIR, 'sample-tc.jpg'))
    expect([...jpeg.subarray(0, 3)]).toEqual(JPEG_MAGIC)
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9])
    for (const name of onDisk.filter((file) => file.endsWith('.pdf'))) {
      const pdf = readFileSync(join(DEMO_FILES_DIR, name), 'latin1')
      expect(pdf.startsWith('%PDF-1.4\n'), name).toBe(true)
      expect(pdf.trimEnd().endsWith('%%EOF'), name).toBe(true)
    }
  })
})

describe('handlers: every GET of the contract answers data that parses', () => {
  const GET_LISTS = [
    { path: `news/${CODE}`, data: newsHome, schema: newsSchema },
    { path: `news/all/${CODE}`, data: newsAll, schema: newsSchema },
    { path: `events/${CODE}`, data: eventsHome, schema: eventSchema },
    { path: `events/All/${CODE}`, data: eventsAll, schema: eventSchema },
    { path: `birthdays/${CODE}`, data: birthdaysToday(now), schema: birthdaySchema },
    { path: `birthdays/all/${CODE}`, data: birthdaysAll(now), schema: birthdaySchema },
    { path: `PrincipalMessage/${CODE}`, data: principalMessages, schema: principalMessageSchema },
    { path: `gallery/${CODE}`, data: galleryHome, schema: galleryItemSchema },
    { path: `gallery/All/${CODE}`, data: galleryAll, schema: galleryItemSchema },
    { path: `video/all/${CODE}`, data: videos, schema: videoSchema },
    { path: `faculty/all/${CODE}`, data: faculty, schema: facultySchema },
    { path: `circular/all/${CODE}`, data: circulars, schema: circularSchema },
    { path: `highlight/${CODE}`, data: highlights, schema: highlightSchema },
    { path: `notification/${CODE}`, data: notifications, schema: notificationSchema },
    { path: `onlineRegistration/${CODE}`, data: onlineRegistrations, schema: onlineRegistrationSchema },
    { path: `topper/${CODE}`, data: toppers, schema: topperSchema },
  ] as const

  it.each(GET_LISTS)('GET /api/$path', async ({ path, data, schema }) => {
    const response = await fetch(`${API}/${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body: unknown = await response.json()
    expect(body).toEqual(JSON.parse(JSON.stringify(data)))
    expect(parseList(`handlers: ${path}`, schema, body)).toHaveLength(data.length - 1)
  })

  it('accepts any school code and any origin', async () => {
    const response = await fetch(`https://content.example.org/api/news/all/ANOTHER-SCHOOL_2`)
    expect(response.status).toBe(200)
    expect(parseList('handlers: other code', newsSchema, await response.json())).toHaveLength(newsAll.length - 1)
  })

  it("the app's query factories reach a handler for every list call and get the fixtures' good records", async () => {
    const client = new QueryClient()
    const calls: Array<readonly [string, () => Promise<readonly unknown[]>, readonly unknown[]]> = [
      ['newsHomeQuery', () => client.query(newsHomeQuery()), newsHome],
      ['newsAllQuery', () => client.query(newsAllQuery()), newsAll],
      ['eventsHomeQuery', () => client.query(eventsHomeQuery()), eventsHome],
      ['eventsAllQuery', () => client.query(eventsAllQuery()), eventsAll],
      ['birthdaysTodayQuery', () => client.query(birthdaysTodayQuery()), birthdaysToday(now)],
      ['birthdaysAllQuery', () => client.query(birthdaysAllQuery()), birthdaysAll(now)],
      ['principalMessagesQuery', () => client.query(principalMessagesQuery()), principalMessages],
      ['galleryHomeQuery', () => client.query(galleryHomeQuery()), galleryHome],
      ['galleryAllQuery', () => client.query(galleryAllQuery()), galleryAll],
      ['videosQuery', () => client.query(videosQuery()), videos],
      ['facultyQuery', () => client.query(facultyQuery()), faculty],
      ['circularsQuery', () => client.query(circularsQuery()), circulars],
      ['highlightsQuery', () => client.query(highlightsQuery()), highlights],
      ['notificationsQuery', () => client.query(notificationsQuery()), notifications],
      ['onlineRegistrationQuery', () => client.query(onlineRegistrationQuery()), onlineRegistrations],
      ['toppersQuery', () => client.query(toppersQuery()), toppers],
    ]
    for (const [name, run, raw] of calls) expect(await run(), name).toHaveLength(raw.length - 1)
    const item = await client.query(subGalleryQuery('gallery-sports-day-2026'))
    expect(item).toMatchObject({ _id: 'gallery-sports-day-2026', title: 'Annual Sports Day 2026' })
  })
})

describe('handlers: sub-gallery', () => {
  it('answers the gallery item with that _id', async () => {
    const response = await fetch(`${API}/subGallery?id=gallery-independence-day-2026`)
    expect(response.status).toBe(200)
    const item = parseOne('handlers: subGallery', galleryItemSchema, await response.json())
    expect(item).toMatchObject({ _id: 'gallery-independence-day-2026', category: PHOTO_GALLERY_CATEGORY })
    expect(item.attachments).toHaveLength(6)
  })

  it.each([`${API}/subGallery?id=no-such-gallery`, `${API}/subGallery`, `${API}/subGallery?id=`])(
    '404 with a message for %s',
    async (url) => {
      const response = await fetch(url)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not found' })
    },
  )
})

describe('handlers: transfer certificate request', () => {
  const postTc = (body: string) =>
    fetch(`${API}/tc/${CODE}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

  it.each([
    ['no name', { admission: '1234' }],
    ['a blank admission number', { name: 'Aarav Sharma', admission: '  ' }],
    ['nothing', {}],
  ])('400 for %s', async (_case, body) => {
    expect((await postTc(JSON.stringify(body))).status).toBe(400)
  })

  it('400 for a body that is not JSON', async () => {
    expect((await postTc('name=x')).status).toBe(400)
  })

  it(`404 with a message for the demo unknown admission number ${UNKNOWN_ADMISSION_NUMBER}`, async () => {
    const response = await postTc(JSON.stringify({ name: 'Aarav Sharma', admission: UNKNOWN_ADMISSION_NUMBER }))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  it('answers the certificate path, which the image call serves as a real JPEG', async () => {
    const response = await postTc(JSON.stringify({ name: 'Aarav Sharma', admission: '2019/0457' }))
    expect(response.status).toBe(200)
    const { data } = tcResponseSchema.parse(await response.json())
    expect(data).toBe(SAMPLE_TC_PATH)

    const image = await fetch(`${API}/image?url=${encodeURIComponent(data)}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect([...new Uint8Array(await image.arrayBuffer()).subarray(0, 3)]).toEqual(JPEG_MAGIC)
  })
})

describe('handlers: files', () => {
  const isSvg = (text: string) => text.startsWith('<svg')

  it('GET /api/image?url={path} serves the file by its base name', async () => {
    const response = await fetch(`${API}/image?url=${encodeURIComponent('gallery/sports-day-2026-1.svg')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(isSvg(await response.text())).toBe(true)
  })

  it('GET /api/image/{path} and /api/image/{code}/public/Images/{file} serve the same files', async () => {
    const byPath = await fetch(`${API}/image/gallery/sports-day-2026-1.svg`)
    expect(byPath.status).toBe(200)
    expect(isSvg(await byPath.text())).toBe(true)

    const pdf = await fetch(`${API}/image/${CODE}/public/Images/holiday-list-2026.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)
  })

  it.each([
    ['an unknown file', `${API}/image?url=gallery/no-such-photo.svg`],
    ['a path that climbs out', `${API}/image?url=${encodeURIComponent('../../package.json')}`],
    ['an encoded climb by path', `${API}/image/..%2F..%2Fpackage.json`],
    ['a backslash climb', `${API}/image?url=${encodeURIComponent('..\\..\\package.json')}`],
    ['a dot file', `${API}/image?url=.env`],
    ['an unknown file by path', `${API}/image/${CODE}/public/Images/missing.jpg`],
  ])('404 for %s', async (_case, url) => {
    expect((await fetch(url)).status).toBe(404)
  })

  it('400 for /api/image without url', async () => {
    expect((await fetch(`${API}/image`)).status).toBe(400)
  })
})
