/**
 * The server entry: renders one address of the site to HTML with the router's own server rendering. Never part of the
 * browser bundle. Two uses:
 * - the build's prerendering (build/prerender-plugin.ts, `renderPage`): the frame, the page's fixed content and its
 *   data sections in their loading state. No backend or demo data: the QueryClient is empty and the loaders do not
 *   fetch (api/prefetch.ts), so nothing in a page can be stale by a build;
 * - the optional server (server/render-page.ts, `renderPageWithData`): the same, at request time, with the data the
 *   backend gave before the deadline. A live build renders its data pages so too (`renderFromBackend` first), for
 *   their snapshot (build/page-snapshots.ts).
 */
import { setupI18n } from '@lingui/core'
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import type { SchoolEvent } from './api/event.schema'
import { eventsAllQuery } from './api/event.queries'
import { galleryAllQuery } from './api/gallery.queries'
import type { News } from './api/news.schema'
import { newsAllQuery } from './api/news.queries'
import { toppersQuery } from './api/topper.queries'
import { answerApiCallsWith } from './api/base-url'
import { loadForServerRender } from './api/prefetch'
import { App } from './App'
import { createQueryClient } from './query-client'
import { sanitizeInWindow } from './shared/sanitize-html'
import { LONG_LIST_PAGES } from './features/lists/list-pages'
import { activateCatalog } from './i18n/catalog'
import { langOfPath } from './config/languages'
import { createAppRouter, type RenderedRoute } from './router'

/**
 * The longest answer a page carries, as JSON text: the page holds it twice (its data and the cards made from it), and
 * compressed it comes to about a tenth, so a page stays under 100 KB gzip. The demo's lists are a few KB; 5,000
 * events are 1.3 million characters.
 */
const PAGE_DATA_MAX_CHARS = 800_000

/**
 * A list page's list longer than this (about 20 KB in the page, gzip) is carried as the records of its first screen
 * (list-pages.ts, first-screen-records.ts: this year's events, not five years'), marked for the browser to load the
 * rest once the page is its. The demo's lists are a few KB and come whole; 2,000 albums are about 760,000 characters.
 */
const WHOLE_LIST_MAX_CHARS = 200_000

/** When a list carried in part was fetched, as far as the browser knows: never (1970), so it is always stale. */
const PART_OF_A_LIST_UPDATED_AT = 0

/** One answer as it goes into a page. */
type DehydratedQuery = DehydratedState['queries'][number]

/** The origin the router sees; pages hold paths only, never it. */
const RENDER_ORIGIN = 'http://localhost'

export interface RenderedPage {
  /** 200 for a page of the site, 404 for the not-found page. */
  status: number
  /** The app's markup (what goes inside #root), with the router's hydration scripts still inline. */
  html: string
  /**
   * Where the router sends an address it writes otherwise (a redirect's status): `/Gallery?year=2024` is
   * `/Gallery?year=2024-2025`, the session the browser's router would put in the address bar.
   */
  location?: string
}

/**
 * React's static rendering: waits for every lazy route chunk and fails on any error (a missing page is no page).
 * Web streams (react-dom/static's `prerender`), so that the optional server's handler needs nothing of Node's.
 */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(element, {
    // One piece: a page's HTML is complete before anything is written, never streamed in parts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error)
    },
  })
  const html = await new Response(prelude).text()
  if (errors.length > 0) {
    const first = errors[0]
    throw new AggregateError(
      errors,
      `Prerendering failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`,
    )
  }
  return html
}

/** Renders `path` (a path of the site, or any other for the not-found page) as the router serves it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  try {
    return await render(path, { loadClient: queryClient, renderClient: queryClient, htmlHasData: false })
  } finally {
    // Queries built while rendering keep a garbage-collection timer (gcTime) that would keep the build running.
    queryClient.clear()
  }
}

/**
 * The build's snapshot of the data pages (build/page-snapshots.ts): renders at build time are the server's, with
 * their calls sent straight to the backend at `origin` (there is no server cache in front at build time) and backend
 * HTML sanitised in `window` (jsdom's, as on the server).
 */
export function renderFromBackend(origin: string, window: Window & typeof globalThis): void {
  answerApiCallsWith({ origin, fetch: (request) => fetch(request), sendsPages: false })
  sanitizeInWindow(window)
}

/** A query client for the server's own calls: one attempt each (a retry's 1 s back-off is past any page's deadline). */
function serverQueryClient() {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
  return client
}

/**
 * Renders `url` (a path with its query string) at request time with its data: its route loaders ask the backend
 * (through the function set by api/base-url.ts's answerApiCallsWith) and wait for the answers until `deadlineMs`
 * has passed. What came by then is in the HTML and in the page's data for the browser; a call that failed or is
 * still out renders its section loading, for the browser to load as on a prerendered page.
 */
export async function renderPageWithData(
  url: string,
  deadlineMs: number,
): Promise<RenderedPage & { complete: boolean }> {
  const loadClient = serverQueryClient()
  // The page is rendered from the answers as they were when the router took them for the page's data (the
  // snapshot), not from the live cache: an answer landing in between would be in the HTML and not in the data.
  const renderClient = createQueryClient()
  const deadline = AbortSignal.timeout(deadlineMs)
  const stopLoading = () => void loadClient.cancelQueries()
  deadline.addEventListener('abort', stopLoading, { once: true })
  loadForServerRender(loadClient, deadline)
  // Whether every call of the page had answered when its data was taken: a page sent with a section loading is not
  // one to share for a minute (server/app.ts).
  let complete = false
  try {
    const rendered = await render(url, {
      loadClient,
      renderClient,
      htmlHasData: true,
      dehydrateQueries: (page) => {
        // Answers only (TanStack Query's default): a failed or unfinished call stays out, and its section loading.
        const answers = dehydrate(loadClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' })
        const snapshot = { ...answers, queries: answers.queries.flatMap((query) => carriedInPage(query, page)) }
        hydrate(renderClient, snapshot)
        complete = loadClient
          .getQueryCache()
          .getAll()
          .every((query) => query.state.status === 'success')
        return snapshot
      },
    })
    return { ...rendered, complete }
  } finally {
    deadline.removeEventListener('abort', stopLoading)
    await loadClient.cancelQueries()
    loadClient.clear()
    renderClient.clear()
  }
}

/**
 * What of an answer goes into the page: the whole answer; or, for the page's own list when it is long, the records of
 * its first screen, dated as of long ago so that the browser asks for the whole list once the page is its, never
 * saves the part (query-client.ts: too old to save), and takes a whole list it saved on an earlier visit over it; or
 * nothing, when even that is too long to carry (the section is sent loading and the browser loads it, as on a
 * prerendered page).
 */
function carriedInPage(query: DehydratedQuery, page: RenderedRoute): DehydratedQuery[] {
  const chars = jsonLengthOf(query.state.data)
  const list = LONG_LIST_PAGES[page.routeId]
  if (list?.queryHash === query.queryHash && chars > WHOLE_LIST_MAX_CHARS) {
    const records = list.firstScreen(query.state.data, page.search, new Date())
    if (records !== undefined && JSON.stringify(records).length <= PAGE_DATA_MAX_CHARS) {
      return [{ ...query, state: { ...query.state, data: records, dataUpdatedAt: PART_OF_A_LIST_UPDATED_AT } }]
    }
  }
  return chars <= PAGE_DATA_MAX_CHARS ? [query] : []
}

/**
 * The length of an answer as JSON text, measured once per answer: the server's renders share a list parsed once
 * (api/parsed-lists.ts), and writing out 5,000 events to measure them took about 9 ms of its one thread a render.
 */
const jsonLengths = new WeakMap<object, number>()

function jsonLengthOf(data: unknown): number {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data).length
  let length = jsonLengths.get(data)
  if (length === undefined) {
    length = JSON.stringify(data).length
    jsonLengths.set(data, length)
  }
  return length
}

/** The news and the events as the pages read them, for the server's feeds; a list the backend did not give is empty. */
export async function loadSchoolLists(): Promise<{ news: News[]; events: SchoolEvent[]; complete: boolean }> {
  const client = serverQueryClient()
  try {
    const [news, events] = await Promise.allSettled([client.query(newsAllQuery()), client.query(eventsAllQuery())])
    return {
      news: news.status === 'fulfilled' ? news.value : [],
      events: events.status === 'fulfilled' ? events.value : [],
      complete: news.status === 'fulfilled' && events.status === 'fulfilled',
    }
  } finally {
    client.clear()
  }
}

/** One of the school's lists, read as the server's pages read it: one attempt, parsed record by record, not kept. */
async function readOnce<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>): Promise<T> {
  const client = serverQueryClient()
  try {
    return await client.fetchQuery(options)
  } finally {
    client.clear()
  }
}

/**
 * The lists the push watcher reads for what is new (server/push/): each rejects when it cannot be read
 * (backend down, slow, not a list), which the watcher counts as "unreachable this round".
 */
export const PUBLISHED_LISTS = {
  news: () => readOnce(newsAllQuery()),
  events: () => readOnce(eventsAllQuery()),
  toppers: () => readOnce(toppersQuery()),
  gallery: () => readOnce(galleryAllQuery()),
}

interface RenderOptions {
  /** The client the route loaders fill (the router's context). */
  loadClient: QueryClient
  /** The client the page renders from. */
  renderClient: QueryClient
  htmlHasData: boolean
  dehydrateQueries?: (page: RenderedRoute) => DehydratedState
}

async function render(
  path: string,
  { loadClient, renderClient, htmlHasData, dehydrateQueries }: RenderOptions,
): Promise<RenderedPage> {
  const url = new URL(path, RENDER_ORIGIN)
  // The page's language is its address's; its messages are loaded into an instance of this render's own, before the
  // (synchronous) render.
  const lang = langOfPath(url.pathname)
  const i18n = await activateCatalog(setupI18n(), lang)
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => createAppRouter({ queryClient: loadClient, lang, i18n, dehydrateQueries }),
  })
  let failures: string[] = []
  const response = await handler(({ router, responseHeaders }) => {
    // A loader or a route that failed: the router renders its error screen with status 500; say what failed.
    failures = router.stores.matches
      .get()
      .filter((match) => match.status === 'error')
      .map((match) => `${match.routeId}: ${String(match.error)}`)
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () =>
        renderToHtml(
          <StrictMode>
            <App
              queryClient={renderClient}
              router={router}
              i18n={i18n}
              routerView={<RouterServer router={router} />}
              htmlHasData={htmlHasData}
            />
          </StrictMode>,
        ),
    })
  })
  const html = await response.text()
  if (response.status >= 500) {
    throw new Error(`Rendering ${path} failed with status ${response.status}: ${failures.join('; ') || 'see above'}`)
  }
  const location = response.headers.get('Location')
  return { status: response.status, html, ...(location === null ? {} : { location }) }
}
