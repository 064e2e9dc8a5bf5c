import { hashKey } from '@tanstack/react-query'
import { EVENTS_PAGE } from './events/events-page'
import { firstScreenRecordsOf } from './first-screen-records'
import { GALLERY_PAGE } from './gallery/gallery-page'
import type { ListPageDescription } from './list-page'
import { NEWS_PAGE } from './news/news-page'
import type { ListSearch } from './use-list-search'
import { VIDEO_PAGE } from './video/video-page'

/** A list page as the optional server sees it when its list is too long to carry whole (entry-server.tsx). */
export interface CarriedList {
  /** The hash of the page's query key: which answer in the cache is the page's list. */
  queryHash: string
  /** firstScreenRecords of that answer, at the page's filters (its route's validated search). */
  firstScreen: (records: unknown, search: unknown, today: Date) => unknown[] | undefined
}

function carriedList<Item, Search extends ListSearch>(page: ListPageDescription<Item, Search>): CarriedList {
  const firstScreenRecords = firstScreenRecordsOf(page)
  return {
    queryHash: hashKey(page.query().queryKey),
    // The answer is the page's own query's, checked by its schema; the search, its route's.
    firstScreen: (records, search, today) =>
      Array.isArray(records) ? firstScreenRecords(records as Item[], search as Search, today) : undefined,
  }
}

/** The list pages whose lists can run to thousands of records, by route id. For the server only. */
export const LONG_LIST_PAGES: Readonly<Record<string, CarriedList>> = {
  [GALLERY_PAGE.route]: carriedList(GALLERY_PAGE),
  [VIDEO_PAGE.route]: carriedList(VIDEO_PAGE),
  [EVENTS_PAGE.route]: carriedList(EVENTS_PAGE),
  [NEWS_PAGE.route]: carriedList(NEWS_PAGE),
}
