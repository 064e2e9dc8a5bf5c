import { Hono, type MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { DATA_PAGE_CACHE_CONTROL, FRESH_MS } from '../policy/caching'
import { RENDERED_URL_ATTRIBUTE } from '../src/config/page-markers'
import { langOfPath, routePathOf } from '../src/config/languages'
import { escapeHtmlAttribute } from '../src/shared/escape'
import { createKeptAnswers } from './kept-answers'
import { pageAddressOf } from './page-address'
import { type PreviewImageSizes, withPreviewImageSize } from './preview-image-size'
import { DATA_DEADLINE_MS } from '../src/config/constants'
import { assembleDataPage, DATA_PAGES, asServerPage } from './render-page'
import type { HeaderLines } from './security-headers'
import { createWorkSlots } from './work-slots'

/** What the server needs to render a data page at request time (node.ts gives the build's). */
export interface PageRenderer {
  /** The prerendered page of `path` (dist/<page>.html), which the render fills. */
  shellOf: (path: string) => string | undefined
  /** entry-server.tsx's renderPageWithData. */
  /** `complete`: every call of the page had answered (else a section is sent loading). */
  render: (
    url: string,
    deadlineMs: number,
  ) => Promise<{ status: number; html: string; location?: string; complete?: boolean }>
  /** The sizes of backend preview photos (preview-image-size.ts), for `og:image:width` and `og:image:height`. */
  previewImageSizes?: PreviewImageSizes
}

export interface DataPagesOptions {
  pages: PageRenderer
  /** The site's security headers: a rendered page's policy is the site's, with the hashes of its inline data. */
  securityHeaders: HeaderLines
  log: (line: string) => void
}

/**
 * The site's pages (GET), each revalidated on every visit with an ETag (a 304 when nothing changed); a data page
 * rendered with its data (sitePage, below). An address that is no page of the site goes on to the parts after it.
 */
export function dataPages({ pages, securityHeaders, log }: DataPagesOptions): Hono {
  return new Hono().get('*', etag({ weak: true }), sitePage(pages, securityHeaders, log))
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
function sitePage(pages: PageRenderer, securityHeaders: HeaderLines, log: (line: string) => void): MiddlewareHandler {
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
    const prerendered = () => c.html(asServerPage(shell, langOfPath(c.req.path)), 200, { 'Cache-Control': 'no-cache' })
    // A data page in either language: /hi/Events is the Events page in Hindi, rendered with its data alike.
    if (!DATA_PAGES.includes(routePathOf(c.req.path))) return prerendered()
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
