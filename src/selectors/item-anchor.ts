import type { News } from '@/api/news.schema'
import { isoDateOf, parseDate } from './dates'
import { slugOf } from './slug'

/**
 * Stable anchors of list items (issue 21: shared links and search results land on the item itself). A news item or
 * event is found at `<list page>?year=<its year>#<anchor>`: its year makes the list show it, and the list page
 * scrolls to the anchor and highlights the item. Pure, so the share control, the search results and the list page
 * compute the same anchor.
 */

/** The kinds of list items that are reached by an anchor on their list page. */
export type AnchoredKind = 'news' | 'event'

export interface AnchoredItem {
  _id?: string
  title: string
  /** The item's own date (a news item's fromDate, an event's date), any backend text. */
  date?: unknown
}

/** A news item as an anchored item: its own date is its fromDate (the one the News page files it under). */
export function anchoredNews(news: Pick<News, '_id' | 'title' | 'fromDate'>): AnchoredItem {
  return { _id: news._id, title: news.title, date: news.fromDate }
}

/**
 * The anchor of an item: `news-<id>` from its id, else `news-<title>-<yyyy-mm-dd>` from its title and date (an
 * item without a usable id still gets one that survives a reload), else `news-item`.
 */
export function itemAnchor(kind: AnchoredKind, item: AnchoredItem): string {
  const id = typeof item._id === 'string' ? slugOf(item._id) : ''
  if (id) return `${kind}-${id}`
  const date = parseDate(item.date)
  const parts = [slugOf(item.title), date ? isoDateOf(date) : ''].filter(Boolean)
  return `${kind}-${parts.join('-') || 'item'}`
}

/** The list page's `year` that shows the item: its own year, or "all" for an undated item. */
export function yearShowing(date: unknown): number | 'all' {
  return parseDate(date)?.year ?? 'all'
}

/** The list page of each kind of anchored item. */
const LIST_PATH: Record<AnchoredKind, '/News' | '/Events'> = { news: '/News', event: '/Events' }

/** Where an item lands (a shared link, a search result): its list page, at the year that shows it, at its anchor. */
export function itemLocation(kind: AnchoredKind, item: AnchoredItem) {
  return { to: LIST_PATH[kind], year: yearShowing(item.date), hash: itemAnchor(kind, item) }
}
