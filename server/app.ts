import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { backendCallOf } from './api-request-rules'
import { BACKEND_COPY_HEADER } from '../src/api/backend-copy'
import { API_PREFIX } from '../src/api/endpoints'
import { DATA_PAGE_CACHE_CONTROL, FRESH_MS } from '../policy/caching'
import { CACHE_STATUS_HEADER, FORWARDED_BY_HEADER, type BackendCache } from './backend-cache'
import { BACKEND_ANSWER_HEADERS, servedSafely } from './backend-files'
import { etag } from 'hono/etag'
import { EDITOR_PATH } from '../policy/headers'
import { EVENTS_CALENDAR_PATH, NEWS_FEED_PATH, RENDERED_URL_ATTRIBUTE } from '../src/config/page-markers'
import { eventsCalendarInSlices, newsAndEventsRss, type SchoolLists } from './feeds'
import { createKeptAnswers } from './kept-answers'
import { pageAddressOf } from './page-address'
import { type PreviewImageSizes, withPreviewImageSize } from './preview-image-size'
import { assembleDataPage, DATA_DEADLINE_MS, DATA_PAGES, asServerPage } from './render-page'
import { escapeHtmlAttribute } from '../src/shared/escape'
import type { ResizedPhotos } from './resized-photos'
import { createWorkSlots } from './work-slots'

/**
 * The optional server's request handler, on Hono: it knows nothing of the runtime that hosts it. The
 * Node edge (node.ts) adds the build's files and starts it; another runtime would add its own.
 * - `/healthz`: 200 while the server runs, for a load balancer or a service manager;
 * - `/api/...`: the school's backend on the site's own origin, through the shared cache (backend-cache.ts);
 * - every answer carries the deployment's security headers, and one log line.
 */
export interface AppOptions {
  /** Undefined when no backend is configured (a demo build: its data comes from the mock worker in the browser). */
  backend: BackendCache | undefined
  /** The school code of the backend's calls (the build's VITE_SCHOOL_CODE): no other reaches the backend. */
  schoolCode: string
  /** The deployment's security headers (the build writes them to `_headers`), set on every answer that lacks one. */
  securityHeaders: ReadonlyArray<readonly [name: string, value: string]>
  /**
   * The content editor's (/admin/, `_headers`' rule for it): its own policy, which the site's would stop. Without
   * them, the editor's answers get the site's.
   */
  editorSecurityHeaders?: ReadonlyArray<readonly [name: string, value: string]>
  /** One line a request. */
  log: (line: string) => void
  /** Routes of the hosting runtime (its files), added after the server's own. */
  routes?: (app: Hono) => void
  /** Notifications to parents' phones (push/push-service.ts): its addresses, added before the pages. */
  push?: (app: Hono) => void
  /** Rendering at request time; without it (or without a backend) every page is its prerendered file. */
  pages?: PageRenderer
  /** Photo copies on the site's own origin (resized-photos.ts), when the build's resizer is a path on the site. */
  photos?: ResizedPhotos
}

/** What the server needs to render a data page at request time (node.ts gives the build's). */
interface PageRenderer {
  /** The prerendered page of `path` (dist/<page>.html), which the render fills. */
  shellOf: (path: string) => string | undefined
  /** entry-server.tsx's renderPageWithData. */
  /** `complete`: every call of the page had answered (else a section is sent loading). */
  render: (
    url: string,
    deadlineMs: number,
  ) => Promise<{ status: number; html: string; location?: string; complete?: boolean }>
  /** entry-server.tsx's loadSchoolLists, for the feeds. */
  lists: () => Promise<SchoolLists & { complete: boolean }>
  /** The site's public address (the build's VITE_SITE_URL), for the feeds' links. */
  siteUrl: string
  /** The sizes of backend preview photos (preview-image-size.ts), for `og:image:width` and `og:image:height`. */
  previewImageSizes?: PreviewImageSizes
}

export const HEALTH_PATH = '/healthz'

/** The largest request body passed to the backend: the TC request is a name and an admission number. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024

export function createApp({
  backend,
  schoolCode,
  securityHeaders,
  editorSecurityHeaders,
  log,
  routes,
  push,
  pages,
  photos,
}: AppOptions): Hono {
  const app = new Hono()
  app.use(requestLog(log))
  app.use(async (c, next) => {
    await next()
    const headers =
      editorSecurityHeaders && c.req.path.startsWith(EDITOR_PATH) ? editorSecurityHeaders : securityHeaders
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })
  app.get(HEALTH_PATH, (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  push?.(app)
  // Only the contract's calls reach the backend, refused before their body is read (api-request-rules.ts);
  // and every /api/ answer, whoever made it, is sandboxed and `nosniff` (backend-files.ts), the site's own headers
  // added after it only where it has none.
  app.use(`${API_PREFIX}*`, async (c, next) => {
    const call = backendCallOf(c.req.method, new URL(c.req.url), schoolCode)
    if (!call.allowed) {
      const headers: Record<string, string> = {
        ...Object.fromEntries(BACKEND_ANSWER_HEADERS),
        'Cache-Control': 'no-store',
      }
      if (call.allow !== undefined) headers.Allow = call.allow
      return c.json({ message: call.message }, call.status, headers)
    }
    await next()
    for (const [name, value] of BACKEND_ANSWER_HEADERS) c.res.headers.set(name, value)
  })
  app.use(
    `${API_PREFIX}*`,
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.json({ message: 'Too large.' }, 413) }),
  )
  app.all(`${API_PREFIX}*`, async (c) => {
    const noStore = { 'Cache-Control': 'no-store' }
    if (!backend) return c.json({ message: 'No backend is configured (BACKEND_URL).' }, 503, noStore)
    if (c.req.header(FORWARDED_BY_HEADER)) {
      return c.json({ message: 'BACKEND_URL leads back to this server: set it to the backend.' }, 508, noStore)
    }
    // Allowed (above): what the call answers, JSON or a file, decides which types the backend's answer may keep.
    const call = backendCallOf(c.req.method, new URL(c.req.url), schoolCode)
    // The cache's copy names are between it and the server's own renders: never taken from a visitor (who could
    // otherwise ask for empty answers) nor shown to one.
    const request = new Request(c.req.raw)
    request.headers.delete(BACKEND_COPY_HEADER)
    const answer = servedSafely(call.allowed ? call.answers : 'file', await backend.handle(request))
    answer.headers.delete(BACKEND_COPY_HEADER)
    return answer
  })
  if (photos) {
    app.on(['GET', 'HEAD'], '*', async (c, next) =>
      photos.handles(new URL(c.req.url)) ? photos.answer(c.req.raw, c) : next(),
    )
  }
  if (pages && backend) {
    app.get(
      NEWS_FEED_PATH,
      feed(pages, 'application/rss+xml; charset=utf-8', (lists) => newsAndEventsRss(lists, pages.siteUrl, new Date())),
    )
    app.get(
      EVENTS_CALENDAR_PATH,
      feed(pages, 'text/calendar; charset=utf-8', (lists) =>
        eventsCalendarInSlices(lists.events, pages.siteUrl, new Date()),
      ),
    )
    app.get('*', etag({ weak: true }), sitePage(pages, securityHeaders, log))
  }
  routes?.(app)
  return app
}

/**
 * `2026-11-27T05:50:00.000Z GET /api/topper/DEMO01 200 3 ms HIT`: the time, the method, the path without its query
 * (a search's words are the visitor's), the status, the time taken and, for backend calls, how the cache answered.
 */
function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const took = Math.round(performance.now() - started)
    const cache = c.res.headers.get(CACHE_STATUS_HEADER)
    // The URL's own pathname is percent-encoded: no line break of the visitor's can reach the log.
    const path = new URL(c.req.url).pathname
    log(
      [new Date().toISOString(), c.req.method, path, c.res.status, `${took} ms`, cache]
        .filter((part) => part !== null)
        .join(' '),
    )
  }
}

/** Data pages rendered at once at most; past them, a page not kept is sent prerendered (measured under bursts). */
export const CONCURRENT_RENDERS = 2
/**
 * How long a visitor waits for a render at most. A render waits DATA_DEADLINE_MS for its data and then takes well under
 * a second; one that hangs (a bug, a stuck call) must not hold its page's address for every later visitor: past this,
 * they get the prerendered page, and the next one tries again (its slot stays taken until the render ends).
 */
const RENDER_GIVE_UP_MS = 5_000
/** Rendered pages kept at most, and their size in all (a data page on 5,000 events is about 300,000 characters). */
const MAX_KEPT_PAGES = 100
const MAX_KEPT_PAGE_BYTES = 32 * 1024 * 1024
/** Bytes a JavaScript string takes a character (UTF-16), as kept pages are counted. */
const STRING_BYTES_PER_CHAR = 2
const HTML_CONTENT_TYPE = 'text/html; charset=UTF-8'

/**
 * What a data page's render came to: a page to send (and maybe keep), the router's redirect, or the prerendered. A
 * page is kept as it is sent, in UTF-8 with its ETag: a copy sent again costs neither encoding nor hashing (a 300 KB
 * page took 7 ms of the thread each time, 1.3 ms so).
 */
type PageAnswer =
  | {
      kind: 'page'
      body: Uint8Array<ArrayBuffer>
      etag: string
      contentSecurityPolicy: string
      cacheControl: string
      renderedUrl: string
      /** The lead image's `Link: rel=preload` (render-page.ts), sent before the body. */
      leadImageLink?: string
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'prerendered' }

const PRERENDERED: PageAnswer = { kind: 'prerendered' }

/**
 * A page of the site, marked to call /api/ on the site (through the cache: results day reaches the backend once),
 * revalidated on every visit (with an ETag, a 304 when nothing changed). A data page (render-page.ts's DATA_PAGES) is
 * rendered with its data; never worse than the static page: if the render fails for any reason (a section that
 * throws on the backend's data, say), the prerendered page is sent, as on a static host, and the browser loads the
 * data.
 * A render is expensive (tens of milliseconds of the one thread), so:
 * - an address with search params its page does not define (`?fbclid=`, `?junk=`) or values it reads otherwise is
 *   sent to the page's own address (page-address.ts) with a 301, before anything is rendered: one round trip for a
 *   link shared with a tracking param, and in exchange a cache in front (nginx, a CDN), which keys on the whole
 *   address, keeps one page per address the contract defines rather than one per made-up query, and the browser
 *   takes over the page it was sent (main.tsx hydrates only a page rendered for its very address);
 * - a whole page (shared for a minute, DATA_PAGE_CACHE_CONTROL) is kept for FRESH_MS and rendered once under
 *   concurrency; a search's page (`?q=`, as many as words typed) is rendered once under concurrency but not kept;
 * - at most CONCURRENT_RENDERS run at once: past them, the prerendered page is sent, as a static host would.
 */
function sitePage(
  pages: PageRenderer,
  securityHeaders: AppOptions['securityHeaders'],
  log: (line: string) => void,
): MiddlewareHandler {
  const policy = securityHeaders.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? ''
  const kept = createKeptAnswers<PageAnswer>({
    freshMs: FRESH_MS,
    maxEntries: MAX_KEPT_PAGES,
    maxBytes: MAX_KEPT_PAGE_BYTES,
    bytesOf: (answer) =>
      answer.kind === 'page' ? answer.body.byteLength + answer.contentSecurityPolicy.length * STRING_BYTES_PER_CHAR : 0,
  })
  const renders = createWorkSlots(CONCURRENT_RENDERS)

  async function renderPage(shell: string, url: string): Promise<PageAnswer> {
    try {
      const rendered = await pages.render(url, DATA_DEADLINE_MS)
      // The router's own address for the page (the session year written out): the visitor goes there, as the
      // browser's router would take them, and a shared link shows its canonical address. A path of the site only.
      const to = rendered.location
      if (isRedirect(rendered.status) && to?.startsWith('/') && !to.startsWith('//')) {
        return { kind: 'redirect', location: to }
      }
      if (rendered.status !== 200) return PRERENDERED
      const page = await assembleDataPage(shell, rendered.html, url, policy)
      const sized = pages.previewImageSizes
        ? await withPreviewImageSize(page.html, pages.previewImageSizes)
        : { html: page.html, complete: true }
      const body = new TextEncoder().encode(sized.html)
      return {
        kind: 'page',
        body,
        etag: await weakEtagOf(body),
        contentSecurityPolicy: page.contentSecurityPolicy,
        // Shared for a minute only when whole: a page with a section loading (a late or failing backend), or whose
        // preview photo's size was still being read, is asked for again by the next visitor, who may get it whole.
        cacheControl: rendered.complete === false || !sized.complete ? 'no-cache' : DATA_PAGE_CACHE_CONTROL,
        renderedUrl: url,
        leadImageLink: page.leadImageLink,
      }
    } catch (error) {
      log(
        `${new URL(url, 'http://page').pathname}: rendering failed, the prerendered page sent instead: ${String(error).slice(0, 300)}`,
      )
      return PRERENDERED
    }
  }

  return async (c, next) => {
    const shell = pages.shellOf(c.req.path)
    if (shell === undefined) return next()
    const prerendered = () => c.html(asServerPage(shell), 200, { 'Cache-Control': 'no-cache' })
    if (!DATA_PAGES.includes(c.req.path)) return prerendered()
    const { pathname, search } = new URL(c.req.url)
    const address = pageAddressOf(pathname, search)
    if (!address.isCanonical) {
      // Kept a minute by a cache in front, as the page is; a browser asks again (the contract may grow a param).
      c.header('Cache-Control', DATA_PAGE_CACHE_CONTROL)
      return c.redirect(address.canonical, 301)
    }
    const url = `${pathname}${search}`
    const answer = await kept.answer(
      // The same page whatever the params' order or encoding: one render, one copy.
      address.canonical,
      () => {
        const running = renders.tryRun(() => renderPage(shell, url))
        return running ? settledWithin(running, RENDER_GIVE_UP_MS, PRERENDERED) : Promise.resolve(PRERENDERED)
      },
      (done) => done.kind === 'page' && done.cacheControl === DATA_PAGE_CACHE_CONTROL && !address.hasFreeText,
    )
    if (answer.kind === 'redirect') return c.redirect(answer.location, 307)
    if (answer.kind === 'prerendered') return prerendered()
    const headers: Record<string, string> = {
      'Content-Security-Policy': answer.contentSecurityPolicy,
      'Cache-Control': answer.cacheControl,
    }
    if (answer.leadImageLink) headers.Link = answer.leadImageLink
    if (answer.renderedUrl === url) {
      return c.body(answer.body, 200, { ...headers, 'Content-Type': HTML_CONTENT_TYPE, ETag: answer.etag })
    }
    // A copy rendered for the same page asked in another order or encoding: marked with this address, so that the
    // browser takes it over (main.tsx compares the two); its ETag is the etag middleware's.
    const html = new TextDecoder()
      .decode(answer.body)
      .replace(
        `${RENDERED_URL_ATTRIBUTE}="${escapeHtmlAttribute(answer.renderedUrl)}"`,
        () => `${RENDERED_URL_ATTRIBUTE}="${escapeHtmlAttribute(url)}"`,
      )
    return c.html(html, 200, headers)
  }
}

/** `running`'s result, or `fallback` if it has not settled within `ms`. */
async function settledWithin<T>(running: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([running, late])
  } finally {
    clearTimeout(timer)
  }
}

/** A weak ETag of a body: its SHA-1, as the etag middleware (hono/etag) would make it, once. */
async function weakEtagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body))
  return `W/"${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400
}

/** A feed kept at most this large (15,000 events are about 4 MB of calendar); a larger one is sent, not kept. */
const MAX_KEPT_FEED_BYTES = 16 * 1024 * 1024

/** A feed as it is sent: its bytes, written once; or undefined when the backend gave neither list. */
type FeedAnswer = Uint8Array<ArrayBuffer> | undefined

/**
 * A feed made from the backend's news and events. Kept by a CDN like a data page; a backend that gave neither list
 * is a 503 (a feed reader tries again later, and keeps what it has), never an empty feed that would read as "nothing".
 * Written once per FRESH_MS, however many ask together and whatever their query string (a calendar of
 * 5,000 events is 1.3 million characters, and a made-up `?x=` must not write it again): one copy a feed, in UTF-8.
 */
function feed(
  pages: PageRenderer,
  contentType: string,
  write: (lists: SchoolLists) => string | Promise<Uint8Array<ArrayBuffer>>,
): MiddlewareHandler {
  const kept = createKeptAnswers<FeedAnswer>({
    freshMs: FRESH_MS,
    maxEntries: 1,
    maxBytes: MAX_KEPT_FEED_BYTES,
    bytesOf: (answer) => answer?.byteLength ?? 0,
  })
  const compute = async (): Promise<FeedAnswer> => {
    const lists = await pages.lists()
    if (!lists.complete && lists.news.length + lists.events.length === 0) return undefined
    const written = await write(lists)
    return typeof written === 'string' ? new TextEncoder().encode(written) : written
  }
  return async (c) => {
    // The path alone: the feed has no search params.
    const body = await kept.answer(c.req.path, compute, (answer) => answer !== undefined)
    if (!body) {
      return c.text('The news and events cannot be read from the school now; please try again later.', 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '300',
      })
    }
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': DATA_PAGE_CACHE_CONTROL })
  }
}
