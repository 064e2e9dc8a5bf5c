import { useNavigate, useSearch } from '@tanstack/react-router'

/** The list pages, by route id (each is also the page's path). */
export type ListRoute = '/Gallery' | '/Events' | '/News' | '/VideoGallery' | '/topperX' | '/topperXII' | '/classTopper'

/**
 * The URL filters of a list page (`?year=&month=&q=`). Each page's route reads the ones it has with its own schema
 * (list-search-params.ts, topper-search.ts), so a value here is already valid for that page.
 */
export interface ListSearch {
  /** A calendar year or "all" (Events, News, Video Gallery), a session label such as "2025-2026" (Photo Gallery,
   * toppers), or undefined for the page's default. */
  year?: number | string
  /** A month 1 to 12, or undefined for All. */
  month?: number
  /** The search text, or undefined for none. */
  q?: string
}

export interface ListSearchControls {
  search: ListSearch
  /**
   * Write a filter change to the URL, keeping the other filters. `replace` while typing a search, so keystrokes
   * add no history entries; a select change is a history entry of its own (Back undoes it). The page keeps its
   * scroll position: the visitor is at the filter bar.
   */
  change: (patch: Partial<ListSearch>, options: { replace: boolean }) => void
}

/** The one way the list pages (and the topper pages) read and write their filters in the URL. */
export function useListSearch(route: ListRoute): ListSearchControls {
  const search: ListSearch = useSearch({ from: route })
  const navigate = useNavigate()
  return {
    search,
    change: (patch, { replace }) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...patch }), replace, resetScroll: false }),
  }
}
