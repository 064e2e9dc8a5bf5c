import type { UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { FilterOption } from '@/components/ui/filters/SelectFilter'
import type { Lang } from '@/config/languages'
import type { ListText } from './list-text'
import type { ListRoute, ListSearch } from './use-list-search'
import type { PageLanguage } from '@/config/languages'

/**
 * What makes one list page (Photo Gallery, Video Gallery, Events, News and the three topper pages) different from
 * the others. ListPage renders any of them the same way: its filter bar (the selects of `filters`, then the search
 * box), the count, the cards in a window of at most MAX_CARDS_IN_DOM with "Show more", or the empty state.
 */
export interface ListPageDescription<Item, Search extends ListSearch> {
  /** The page's route: its title (site map) and where its filters live in the URL (`...listRoute('/Gallery')`). */
  route: ListRoute
  /** Reads the page's filters from the URL, typed by its route's schema (`...listRoute('/Gallery')` gives both). */
  useSearch: () => Search
  /** The records: the page's query factory (api/*.queries.ts), the one its route loader also starts. */
  query: () => UseQueryOptions<Item[], Error, Item[], string[]>
  /** Which records the page is about, where the spec says (gallery: category PhotoGallery; toppers: one class). */
  select?: (records: Item[]) => Item[]
  /** The records in words, for the loading and error states: "the events". */
  queryLabel: ListText
  /**
   * The page's filter rules, a pure function: from the records and the URL's filters (the search as applied, a
   * beat behind the typing), the records shown and the selects of the filter bar. `lang`: the page's language, for
   * the month names of a month select (English when not given).
   */
  filters: (records: readonly Item[], search: Search, today: Date, lang?: Lang) => ListView<Item, Search>
  /**
   * The record's date that `filters` reads (its year, session and month selects are made from it): with it, a page
   * rendered by the optional server carries only the records of its first screen when the whole list is too long
   * (first-screen-records.ts).
   */
  recordDate?: (item: Item) => unknown
  /** The search box: its label (it must contain "Search") and placeholder. */
  searchBox: { label: ListText; placeholder: ListText }
  /** The count line's label: "Total Count" gives "Total Count: 12". */
  countLabel: ListText
  /** What the cards are, plural, for "Show more …" and the status line: "events". */
  noun: ListText
  /** The list's accessible name: "Events", or one that names the year shown ("Toppers 2025-2026"). */
  listLabel: (view: ListView<Item, Search>) => ListText
  listClassName: string
  /** A record's identity, for React (the window's position is added, so it need not be unique). */
  keyOf: (item: Item) => string
  /** A record's card; `anchor` is the record's anchor where the page has them (its Share link lands there). */
  renderCard: (item: Item, view: ListView<Item, Search>, anchor: string | undefined) => ReactNode
  /**
   * The records' anchors (selectors/item-anchor.ts, listAnchors: unique in the list), where the page has shared
   * links to its items (News, Events): each is the id of its record's list item, and a URL whose hash is it shows,
   * scrolls to and highlights the record.
   */
  anchorsOf?: (records: readonly Item[]) => ReadonlyMap<Item, string>
  /**
   * A card's schema.org description (item-structured-data.ts: an `Event`, a `NewsArticle`), `anchor` its anchor in
   * the list: the cards on screen are described in the page, so that search engines can list them.
   */
  structuredDataOf?: (item: Item, anchor: string, language: PageLanguage) => Record<string, unknown>
  /** The page offers a Share control for itself, with its filters (the topper pages: "this year's toppers"). */
  sharePage?: boolean
  /** What the page offers for the whole list shown, beside the filter bar's count (Events: its calendar file). */
  renderListActions?: (view: ListView<Item, Search>, search: Search) => ReactNode
  /** What the page shows when no record passes the filters (the spec's placeholder card, say). */
  renderEmpty: (shown: { view: ListView<Item, Search>; records: readonly Item[]; q: string | undefined }) => ReactNode
}

/** What a page's filter rules make of its records. */
export interface ListView<Item, Search extends ListSearch = ListSearch> {
  /** Every record that passes the filters, in the order shown (the window picks the ones on screen). */
  items: readonly Item[]
  /** The year select's value: the year (or session) shown, once the page's default and fallback are applied. */
  year: string
  /** The filter bar's selects, in order: the year (or session), then the month where the page has one. */
  selects: readonly ListSelect<Search>[]
}

/** One select of the filter bar. */
interface ListSelect<Search extends ListSearch> {
  /**
   * Visible label and accessible name: "Year", "Session Year", "Month", in English (shown in the page's language,
   * list-text.ts's FilterWord); its options' "All" and "All Years" too.
   */
  label: string
  value: string
  options: readonly FilterOption[]
  /** The URL change when the visitor picks `value` (a new year may reset the month to All). */
  change: (value: string) => Partial<Search>
}
