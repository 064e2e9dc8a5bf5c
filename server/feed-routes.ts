import { Hono, type Handler } from 'hono'
import { DATA_PAGE_CACHE_CONTROL, FRESH_MS } from '../policy/caching'
import { EVENTS_CALENDAR_PATH, NEWS_FEED_PATH } from '../src/config/page-markers'
import { LANGS, publicPathOf } from '../src/config/languages'
import { eventsCalendarInSlices, newsAndEventsRss, type SchoolLists } from './feeds'
import { createKeptAnswers } from './kept-answers'

/** What the feeds are made from (node.ts gives the build's). */
export interface FeedSource {
  /** entry-server.tsx's loadSchoolLists. */
  lists: () => Promise<SchoolLists & { complete: boolean }>
  /** The site's public address (the build's VITE_SITE_URL), for the feeds' links. */
  siteUrl: string
}

/** `/feed.xml` (RSS) and `/events.ics` (a calendar a phone subscribes to), written by feeds.ts, in both languages. */
export function feedRoutes(source: FeedSource): Hono {
  const app = new Hono()
  // Each feed in each language: `/feed.xml` and `/hi/feed.xml` (the channel's words and the links in Hindi).
  for (const lang of LANGS) {
    app
      .get(
        publicPathOf(NEWS_FEED_PATH, lang),
        feed(source, 'application/rss+xml; charset=utf-8', (lists) =>
          newsAndEventsRss(lists, source.siteUrl, new Date(), lang),
        ),
      )
      .get(
        publicPathOf(EVENTS_CALENDAR_PATH, lang),
        feed(source, 'text/calendar; charset=utf-8', (lists) =>
          eventsCalendarInSlices(lists.events, source.siteUrl, new Date(), undefined, lang),
        ),
      )
  }
  return app
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
  source: FeedSource,
  contentType: string,
  write: (lists: SchoolLists) => string | Promise<Uint8Array<ArrayBuffer>>,
): Handler {
  const kept = createKeptAnswers<FeedAnswer>({
    freshMs: FRESH_MS,
    maxEntries: 1,
    maxBytes: MAX_KEPT_FEED_BYTES,
    bytesOf: (answer) => answer?.byteLength ?? 0,
  })
  const compute = async (): Promise<FeedAnswer> => {
    const lists = await source.lists()
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
