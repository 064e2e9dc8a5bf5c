import { getRouteApi, useNavigate } from '@tanstack/react-router'

/** The list pages, by route id (each is also the page's path). */
export type ListRoute = '/Gallery' | '/Events' | '/News' | '/VideoGallery' | '/topperX' | '/topperXII' | '/classTopper'

/**
 * What every list page's URL filters have: the title search, `?q=` (undefined for none). Each page's route adds
 * its own (`year`, `month`) with its own schema (list-search-params.ts, topper-search.ts), and the page's code
 * reads them with that schema's type, so a value here is already valid for that page.
 */
export interface ListSearch {
  q?: string
}

export interface ListSearchControls<Search extends ListSearch> {
  search: Search
  /**
   * Write a filter change to the URL, keeping the other filters. `replace` while typing a search, so keystrokes
   * add no history entries; a select change is a history entry of its own (Back undoes it). The page keeps its
   * scroll position: the visitor is at the filter bar. A patch is the page's own filters, or the title search that
   * every list has.
   */
  change: (patch: Partial<Search> | ListSearch, options: { replace: boolean }) => void
}

/**
 * A list page's route and its reader of the route's filters, typed by that route's own schema: `...listRoute('/Gallery')`
 * in a page description gives `route: '/Gallery'` and a `useSearch` of `{ year?: string, month?: number, q?: string }`.
 * (Written inline in a description, `() => getRouteApi(route).useSearch()` would take its type from the description
 * instead, and check nothing.)
 */
export function listRoute<Route extends ListRoute>(route: Route) {
  const routeApi = getRouteApi(route)
  return {
    route,
    useSearch: function useRouteSearch() {
      return routeApi.useSearch()
    },
  }
}

/**
 * The one way the list pages (and the topper pages) read and write their filters in the URL: `useRouteSearch` is
 * the page's own reader (listRoute).
 */
export function useListSearch<Search extends ListSearch>(useRouteSearch: () => Search): ListSearchControls<Search> {
  const search = useRouteSearch()
  const navigate = useNavigate()
  return {
    search,
    change: (patch, { replace }) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...withoutSharedItem(previous), ...patch }),
        replace,
        resetScroll: false,
      }),
  }
}

/**
 * The search without `?item=`: it names the item a link was shared for (the page's preview), and a filter change
 * leaves that item behind, as it leaves the link's `#anchor`.
 */
function withoutSharedItem<Search extends object>(search: Search): Search {
  if (!('item' in search)) return search
  const { item: _sharedItem, ...filters } = search
  return filters as Search
}
