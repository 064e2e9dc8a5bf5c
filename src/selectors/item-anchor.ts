import type { News } from '@/api/news.schema'
import { isoDateOf, parseDate } from './dates'
import { slugOf } from './slug'

/**
 * Stable anchors of list items (shared links and search results land on the item itself). A news item or
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

/**
 * The anchors of a list's items, in its order, each one unique: two records with the same anchor (a
 * duplicated id, or two ids that make the same slug) would otherwise share one, and a link would always land on the
 * first. The first record keeps its anchor, so links shared before stay good; a later one gets "-2", "-3" … (the
 * smallest number no other record's anchor already is). From the list's order alone, so the list page, its
 * cards' Share links and the search results agree.
 */
export function uniqueAnchors(anchors: readonly string[]): string[] {
  const ownAnchors = new Set(anchors)
  const taken = new Set<string>()
  return anchors.map((anchor) => {
    let unique = anchor
    for (let copy = 2; taken.has(unique); copy += 1) {
      unique = `${anchor}-${copy}`
      if (ownAnchors.has(unique)) unique = anchor
    }
    taken.add(unique)
    return unique
  })
}

/** Each record of a list with its unique anchor (uniqueAnchors), for the list page and its cards. */
export function listAnchors<Item>(
  kind: AnchoredKind,
  records: readonly Item[],
  anchored: (record: Item) => AnchoredItem,
): Map<Item, string> {
  const anchors = uniqueAnchors(records.map((record) => itemAnchor(kind, anchored(record))))
  return new Map(records.map((record, index) => [record, anchors[index] ?? itemAnchor(kind, anchored(record))]))
}

/** An anchor as itemAnchor and uniqueAnchors write them: `news-…` or `event-…`, lower-case letters, digits, hyphens. */
const ANCHOR_PATTERN = /^(news|event)-[a-z0-9]+(-[a-z0-9]+)*$/

/** The longest anchor: its kind, a slug and a copy number (uniqueAnchors). */
const ANCHOR_MAX_LENGTH = 200

/** Whether `text` can be an item's anchor (a shared link's `?item=`): anything else names no item. */
export function isItemAnchor(text: unknown): text is string {
  return typeof text === 'string' && text.length <= ANCHOR_MAX_LENGTH && ANCHOR_PATTERN.test(text)
}

/** The list page's `year` that shows the item: its own year, or "all" for an undated item. */
export function yearShowing(date: unknown): number | 'all' {
  return parseDate(date)?.year ?? 'all'
}

/** The list page of each kind of anchored item. */
const LIST_PATH: Record<AnchoredKind, '/News' | '/Events'> = { news: '/News', event: '/Events' }

/**
 * Where an item lands (a shared link, a search result): its list page, at the year that shows it, at its anchor
 * (its unique one in its list, from listAnchors, where the list is known).
 */
export function itemLocation(kind: AnchoredKind, item: AnchoredItem, anchor = itemAnchor(kind, item)) {
  return { to: LIST_PATH[kind], year: yearShowing(item.date), hash: anchor }
}
