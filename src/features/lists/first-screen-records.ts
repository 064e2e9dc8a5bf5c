import { parseDate } from '@/selectors/dates'
import type { ListPageDescription, ListView } from './list-page'
import type { ListSearch } from './use-list-search'

/**
 * The records a list page needs for its first screen at the URL's filters, when the whole list is too long to carry
 * in a page rendered by the optional server (5,000 events): every record the filters show (the count, the cards,
 * "Show more" and the calendar file are made from them), and one record of each month of each year present, from
 * which the year, session and month selects are made. Pure; the records keep their order.
 *
 * Undefined when the page made from those records would not be the page made from all of them (the same cards,
 * count, selects and anchors): then the list is not carried, and the browser loads it, as on a prerendered page.
 */
export function firstScreenRecords<Item, Search extends ListSearch>(
  page: ListPageDescription<Item, Search>,
  records: readonly Item[],
  search: Search,
  today: Date,
  whole: WholeList<Item> = wholeListOf(page, records),
): Item[] | undefined {
  const { recordDate } = page
  if (recordDate === undefined) return undefined
  const { selected, anchors } = whole
  const view = page.filters(selected, search, today)
  const shown = new Set(view.items)
  const monthsKept = new Set<string>()
  const kept = selected.filter((record) => {
    const date = parseDate(recordDate(record))
    const month = date ? `${date.year}-${date.month}` : undefined
    const keep = shown.has(record) || (month !== undefined && !monthsKept.has(month))
    if (keep && month !== undefined) monthsKept.add(month)
    return keep
  })
  const keptView = page.filters(recordsOfPage(page, kept), search, today)
  if (!sameView(view, keptView)) return undefined
  if (page.anchorsOf && anchors) {
    const keptAnchors = page.anchorsOf(kept)
    if (view.items.some((item) => anchors.get(item) !== keptAnchors.get(item))) return undefined
  }
  return kept
}

/** What firstScreenRecords reads of the whole list whatever the filters: the page's records and their anchors. */
interface WholeList<Item> {
  selected: readonly Item[]
  anchors: ReadonlyMap<Item, string> | undefined
}

function wholeListOf<Item, Search extends ListSearch>(
  page: ListPageDescription<Item, Search>,
  records: readonly Item[],
): WholeList<Item> {
  const selected = recordsOfPage(page, records)
  return { selected, anchors: page.anchorsOf?.(selected) }
}

/**
 * firstScreenRecords of one page, with what it reads of the whole list whatever the filters worked out once per list.
 * The optional server renders a page for every search from the same parsed list (api/parsed-lists.ts keeps it until
 * the backend answers otherwise): the anchors of 5,000 events took about 12 ms of its one thread a render.
 */
export function firstScreenRecordsOf<Item, Search extends ListSearch>(page: ListPageDescription<Item, Search>) {
  const wholeLists = new WeakMap<readonly Item[], WholeList<Item>>()
  return (records: readonly Item[], search: Search, today: Date): Item[] | undefined => {
    let whole = wholeLists.get(records)
    if (!whole) {
      whole = wholeListOf(page, records)
      wholeLists.set(records, whole)
    }
    return firstScreenRecords(page, records, search, today, whole)
  }
}

/** The records the page is about (its `select`, as ListPage's query applies it). */
function recordsOfPage<Item, Search extends ListSearch>(
  page: ListPageDescription<Item, Search>,
  records: readonly Item[],
) {
  return page.select ? page.select([...records]) : records
}

/** The same records shown, in the same order, and the same selects with the same options. */
function sameView<Item, Search extends ListSearch>(a: ListView<Item, Search>, b: ListView<Item, Search>): boolean {
  const text = (view: ListView<Item, Search>) =>
    JSON.stringify([view.year, view.selects.map(({ label, value, options }) => [label, value, options])])
  return (
    a.items.length === b.items.length && a.items.every((item, index) => item === b.items[index]) && text(a) === text(b)
  )
}
