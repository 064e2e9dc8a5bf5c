import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { backendCallOf } from './api-request-rules'
import { CACHE_STATUS_HEADER, FORWARDED_BY_HEADER, type BackendCache } from './backend-cache'
import { BACKEND_ANSWER_HEADERS, servedSafely } from './backend-files'
import { etag } from 'hono/etag'
import { EDITOR_PATH } from '../build/cms-config'
import { EVENTS_CALENDAR_PATH, NEWS_FEED_PATH } from '../src/config/page-markers'
import { eventsCalendar, newsAndEventsRss, type SchoolLists } from './feeds'
import { type PreviewImageSizes, withPreviewImageSize } from './preview-image-size'
import { assembleDataPage, DATA_DEADLINE_MS, DATA_PAGE_CACHE_CONTROL, DATA_PAGES, asServerPage } from './render-page'

/**
 * The optional server's request handler (issue 36), on Hono: it knows nothing of the runtime that hosts it. The
 * Node edge (node.ts) adds the build's files and starts it; another runtime would add its own.
 * - `/healthz`: 200 while the server runs, for a load balancer or a service manager;
 * - `/api/...`: the school's backend on the site's own origin, through the shared cache (backend-cache.ts);
 * - every answer carries the deployment's security headers, and one log line.
 */
export interface AppOptions {
  /** Undefined when no backend is configured (a demo build: its data comes from the mock worker in the browser). */
  backend: BackendCache | undefined
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
  /** Rendering at request time; without it (or without a backend) every page is its prerendered file. */
  pages?: PageRenderer
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

export function createApp({ backend, securityHeaders, editorSecurityHeaders, log, routes, pages }: AppOptions): Hono {
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
  // Issue 48: only the contract's calls reach the backend, refused before their body is read (api-request-rules.ts);
  // and every /api/ answer, whoever made it, is sandboxed and `nosniff` (backend-files.ts), the site's own headers
  // added after it only where it has none.
  app.use('/api/*', async (c, next) => {
    const call = backendCallOf(c.req.method, new URL(c.req.url))
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
    '/api/*',
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.json({ message: 'Too large.' }, 413) }),
  )
  app.all('/api/*', async (c) => {
    const noStore = { 'Cache-Control': 'no-store' }
    if (!backend) return c.json({ message: 'No backend is configured (BACKEND_URL).' }, 503, noStore)
    if (c.req.header(FORWARDED_BY_HEADER)) {
      return c.json({ message: 'BACKEND_URL leads back to this server: set it to the backend.' }, 508, noStore)
    }
    // Allowed (above): what the call answers, JSON or a file, decides which types the backend's answer may keep.
    const call = backendCallOf(c.req.method, new URL(c.req.url))
    return servedSafely(call.allowed ? call.answers : 'file', await backend.handle(c.req.raw))
  })
  if (pages && backend) {
    app.get(
      NEWS_FEED_PATH,
      feed(pages, 'application/rss+xml; charset=utf-8', (lists) => newsAndEventsRss(lists, pages.siteUrl, new Date())),
    )
    app.get(
      EVENTS_CALENDAR_PATH,
      feed(pages, 'text/calendar; charset=utf-8', (lists) => eventsCalendar(lists.events, pages.siteUrl, new Date())),
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

/**
 * A page of the site, marked to call /api/ on the site (through the cache: results day reaches the backend once),
 * revalidated on every visit (with an ETag, a 304 when nothing changed). A data page (render-page.ts's DATA_PAGES) is
 * rendered with its data; never worse than the static page: if the render fails for any reason (a section that
 * throws on the backend's data, say), the prerendered page is sent, as on a static host, and the browser loads the
 * data.
 */
function sitePage(
  pages: PageRenderer,
  securityHeaders: AppOptions['securityHeaders'],
  log: (line: string) => void,
): MiddlewareHandler {
  const policy = securityHeaders.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? ''
  return async (c, next) => {
    const shell = pages.shellOf(c.req.path)
    if (shell === undefined) return next()
    const prerendered = () => c.html(asServerPage(shell), 200, { 'Cache-Control': 'no-cache' })
    if (!DATA_PAGES.includes(c.req.path)) return prerendered()
    const { pathname, search } = new URL(c.req.url)
    const url = `${pathname}${search}`
    try {
      const rendered = await pages.render(url, DATA_DEADLINE_MS)
      // The router's own address for the page (the session year written out): the visitor goes there, as the
      // browser's router would take them, and a shared link shows its canonical address. A path of the site only.
      const to = rendered.location
      if (isRedirect(rendered.status) && to?.startsWith('/') && !to.startsWith('//')) return c.redirect(to, 307)
      if (rendered.status !== 200) return prerendered()
      const page = await assembleDataPage(shell, rendered.html, url, policy)
      const sized = pages.previewImageSizes
        ? await withPreviewImageSize(page.html, pages.previewImageSizes)
        : { html: page.html, complete: true }
      return c.html(sized.html, 200, {
        'Content-Security-Policy': page.contentSecurityPolicy,
        // Shared for a minute only when whole: a page with a section loading (a late or failing backend), or whose
        // preview photo's size was still being read, is asked for again by the next visitor, who may get it whole.
        'Cache-Control': rendered.complete === false || !sized.complete ? 'no-cache' : DATA_PAGE_CACHE_CONTROL,
      })
    } catch (error) {
      log(`${pathname}: rendering failed, the prerendered page sent instead: ${String(error).slice(0, 300)}`)
      return prerendered()
    }
  }
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400
}

/**
 * A feed made from the backend's news and events. Kept by a CDN like a data page; a backend that gave neither list
 * is a 503 (a feed reader tries again later, and keeps what it has), never an empty feed that would read as "nothing".
 */
function feed(pages: PageRenderer, contentType: string, write: (lists: SchoolLists) => string): MiddlewareHandler {
  return async (c) => {
    const lists = await pages.lists()
    if (!lists.complete && lists.news.length + lists.events.length === 0) {
      return c.text('The news and events cannot be read from the school now; please try again later.', 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '300',
      })
    }
    return c.body(write(lists), 200, { 'Content-Type': contentType, 'Cache-Control': DATA_PAGE_CACHE_CONTROL })
  }
}
