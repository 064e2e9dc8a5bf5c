/**
 * Every list page (Gallery, Video, Events, News, toppers; 5,000 records in the large scenario) shows a window of
 * cards: a first page, then "Show more" adds a page. The DOM never holds more than MAX_CARDS_IN_DOM cards: past
 * that, the window slides forward (the first cards make room, and "Show earlier" brings them back). A short list
 * (the toppers, say) fits in its first page and shows no button. Pure functions over numbers.
 */

/**
 * Cards shown at first and added by each "Show more" / "Show earlier". Twelve fill a phone screen five times over
 * and make whole rows in a grid of 2, 3 or 4 columns; fewer cards per page is also less work on every filter change
 * (a filter change must re-render within 50 ms; 20 cards took 45 to 65 ms on this machine).
 */
export const LIST_PAGE_SIZE = 12

/** The most cards on screen at once: a phone keeps up with about 60 cards. */
export const MAX_CARDS_IN_DOM = 60

export interface ListWindow {
  /** Index of the first card shown. */
  start: number
  /** One past the last card shown. */
  end: number
}

export interface ListWindowOptions {
  pageSize?: number
  maxInDom?: number
}

function sizes({ pageSize = LIST_PAGE_SIZE, maxInDom = MAX_CARDS_IN_DOM }: ListWindowOptions) {
  const page = Math.max(1, Math.floor(pageSize))
  return { page, max: Math.max(page, Math.floor(maxInDom)) }
}

/** The first page of a list of `total` items. */
export function firstWindow(total: number, options: ListWindowOptions = {}): ListWindow {
  const { page } = sizes(options)
  return { start: 0, end: Math.min(Math.max(0, total), page) }
}

/** Any window made valid for `total` items (the list may have shrunk, say after a refetch). */
export function clampWindow(window: ListWindow, total: number, options: ListWindowOptions = {}): ListWindow {
  const { page, max } = sizes(options)
  const count = Math.max(0, Math.floor(total))
  if (count === 0) return { start: 0, end: 0 }
  const rawStart = Number.isFinite(window.start) ? Math.floor(window.start) : 0
  const rawEnd = Number.isFinite(window.end) ? Math.floor(window.end) : page
  const start = Math.min(Math.max(0, rawStart), count - 1)
  const end = Math.min(count, Math.max(start + 1, rawEnd), start + max)
  return { start, end }
}

/**
 * The page of the list that holds item `index` (a shared link to a deep item): it starts on a page boundary, as if
 * the visitor had pressed "Show more" and the window had slid, so "Show earlier" and "Show more" go on from there.
 */
export function windowAt(index: number, total: number, options: ListWindowOptions = {}): ListWindow {
  const { page } = sizes(options)
  const count = Math.max(0, Math.floor(total))
  if (count === 0) return { start: 0, end: 0 }
  const at = Number.isFinite(index) ? Math.min(Math.max(0, Math.floor(index)), count - 1) : 0
  const start = Math.floor(at / page) * page
  return { start, end: Math.min(count, start + page) }
}

/** "Show more": one more page at the end; past the DOM limit, the start moves up as well. */
export function showMore(window: ListWindow, total: number, options: ListWindowOptions = {}): ListWindow {
  const { page, max } = sizes(options)
  const current = clampWindow(window, total, options)
  const end = Math.min(Math.max(0, total), current.end + page)
  const start = Math.max(current.start, end - max)
  return { start, end }
}

/** "Show earlier": one page back at the start; past the DOM limit, the end moves back as well. */
export function showEarlier(window: ListWindow, total: number, options: ListWindowOptions = {}): ListWindow {
  const { page, max } = sizes(options)
  const current = clampWindow(window, total, options)
  const start = Math.max(0, current.start - page)
  const end = Math.min(current.end, start + max)
  return { start, end }
}

export interface ListWindowView<T> {
  /** The cards to render. */
  visible: T[]
  start: number
  end: number
  total: number
  hasMore: boolean
  hasEarlier: boolean
}

/** The part of `items` that a window shows, with what the buttons need. */
export function viewOf<T>(items: readonly T[], window: ListWindow, options: ListWindowOptions = {}): ListWindowView<T> {
  const { start, end } = clampWindow(window, items.length, options)
  return {
    visible: items.slice(start, end),
    start,
    end,
    total: items.length,
    hasMore: end < items.length,
    hasEarlier: start > 0,
  }
}

/** Counts grouped the Indian way: 5,000 and 1,00,000. */
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN')

/** "Showing 1–20 of 5,000 news items" (the status line under a list). */
export function windowStatusText(view: Pick<ListWindowView<unknown>, 'start' | 'end' | 'total'>, noun: string): string {
  const format = (count: number) => INDIAN_GROUPING.format(count)
  if (view.total === 0) return `No ${noun}`
  if (view.start === 0 && view.end === view.total) return `Showing all ${format(view.total)} ${noun}`
  return `Showing ${format(view.start + 1)}–${format(view.end)} of ${format(view.total)} ${noun}`
}
