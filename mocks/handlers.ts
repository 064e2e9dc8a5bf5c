import { http, HttpResponse, type HttpHandler } from 'msw'
import { demoFileFor } from './demo-files.ts'
import { birthdaysAll, birthdaysToday } from './fixtures/birthdays.ts'
import { circulars } from './fixtures/circulars.ts'
import { eventsAll, eventsHome } from './fixtures/events.ts'
import { faculty } from './fixtures/faculty.ts'
import { findGalleryItem, galleryAll, galleryHome } from './fixtures/gallery.ts'
import { highlights } from './fixtures/highlights.ts'
import { newsAll, newsHome } from './fixtures/news.ts'
import { notifications } from './fixtures/notifications.ts'
import { onlineRegistrations } from './fixtures/online-registration.ts'
import { principalMessages } from './fixtures/principal-message.ts'
import { toppers } from './fixtures/toppers.ts'
import { videos } from './fixtures/videos.ts'
import { DEMO_SCENARIO, type ListCall, type MockScenario } from './scenarios/scenario.ts'

/**
 * The mock backend: one handler for every call of shared/api-contract.md, answering with the demo fixtures.
 * Paths start with `*` so that they match whatever origin the site is configured with, and take the school
 * code as a `:code` parameter so that any configured code works. (msw matches paths case-insensitively.)
 */

export interface HandlerOptions {
  /** The bytes of a demo file by its base name, e.g. `sports-day-2026-1.svg`; a non-2xx answer means "missing". */
  readFile: (name: string) => Promise<Response>
  /** Data that replaces the demo fixtures for some calls (default: none). */
  scenario?: MockScenario
}

/** What `POST /api/tc/{code}` answers: the path of the certificate image, served by the image handlers. */
export const SAMPLE_TC_PATH = 'tc/sample-tc.jpg'

/**
 * Demo "not found" case of the TC request: this admission number has no certificate, so the server answers 404.
 * It lets the TC page's failure message be tried out with the mocks.
 */
export const UNKNOWN_ADMISSION_NUMBER = '0000'

/** List calls of the contract and their data. Functions, so that birthdays are computed at request time. */
const LIST_ROUTES: ReadonlyArray<readonly [path: ListCall, data: () => unknown]> = [
  ['news/all/:code', () => newsAll],
  ['news/:code', () => newsHome],
  ['events/All/:code', () => eventsAll],
  ['events/:code', () => eventsHome],
  ['birthdays/all/:code', () => birthdaysAll(new Date())],
  ['birthdays/:code', () => birthdaysToday(new Date())],
  ['PrincipalMessage/:code', () => principalMessages],
  ['gallery/All/:code', () => galleryAll],
  ['gallery/:code', () => galleryHome],
  ['video/all/:code', () => videos],
  ['faculty/all/:code', () => faculty],
  ['circular/all/:code', () => circulars],
  ['highlight/:code', () => highlights],
  ['notification/:code', () => notifications],
  ['onlineRegistration/:code', () => onlineRegistrations],
  ['topper/:code', () => toppers],
]

/** Prefix of the image calls' paths, for reading the file path out of `/api/image/{path}`. */
const IMAGE_PATH_PREFIX = '/api/image/'

/** A scenario's gallery item by `_id` (the scenario may hold anything, so look carefully). */
function findById(list: unknown, id: string): unknown {
  if (!Array.isArray(list)) return undefined
  return list.find(
    (item: unknown) => typeof item === 'object' && item !== null && String(Reflect.get(item, '_id')) === id,
  )
}

/** A list call's answer: a scenario may hand over a ready Response (an HTML error page, say) or any JSON value. */
function jsonAnswer(value: unknown): Response {
  if (value instanceof Response) return value
  return new HttpResponse(JSON.stringify(value) ?? 'null', { headers: { 'Content-Type': 'application/json' } })
}

function notFound() {
  return HttpResponse.json({ message: 'Not found' }, { status: 404 })
}

function badRequest(message: string) {
  return HttpResponse.json({ message }, { status: 400 })
}

/** A non-blank string field of a JSON body, trimmed; anything else is missing. */
function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined
  const value: unknown = Reflect.get(body, field)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function createHandlers({ readFile, scenario = DEMO_SCENARIO }: HandlerOptions): HttpHandler[] {
  /** Serve a requested file path by its base name; anything unsafe or not shipped is a 404. */
  async function serveFile(path: string): Promise<Response> {
    const name = demoFileFor(path)
    if (name === undefined) return notFound()
    const response = await readFile(name)
    return response.ok ? response : notFound()
  }

  return [
    ...LIST_ROUTES.map(([path, data]) => http.get(`*/api/${path}`, () => jsonAnswer((scenario.lists[path] ?? data)()))),

    http.get('*/api/subGallery', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      const scenarioGallery = scenario.lists['gallery/All/:code']
      const item = !id ? undefined : scenarioGallery ? findById(scenarioGallery(), id) : findGalleryItem(id)
      return item === undefined ? notFound() : HttpResponse.json(item)
    }),

    http.post('*/api/tc/:code', async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined)
      const name = textField(body, 'name')
      const admission = textField(body, 'admission')
      if (name === undefined || admission === undefined) return badRequest('name and admission are required')
      if (admission === UNKNOWN_ADMISSION_NUMBER) {
        return HttpResponse.json({ message: 'No certificate found for this admission number' }, { status: 404 })
      }
      return HttpResponse.json({ data: SAMPLE_TC_PATH })
    }),

    // GET /api/image?url={path}: how the site turns every attachment path into a URL.
    http.get('*/api/image', ({ request }) => {
      const path = new URL(request.url).searchParams.get('url')
      return path ? serveFile(path) : badRequest('url is required')
    }),

    // GET /api/image/{path} and /api/image/{code}/public/Images/{file}: the same files by path.
    http.get('*/api/image/*', ({ request }) => {
      const { pathname } = new URL(request.url)
      const start = pathname.indexOf(IMAGE_PATH_PREFIX)
      let path: string
      try {
        path = decodeURIComponent(pathname.slice(start + IMAGE_PATH_PREFIX.length))
      } catch {
        return notFound()
      }
      return serveFile(path)
    }),
  ]
}
