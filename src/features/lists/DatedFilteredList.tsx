import { LeadImage } from '@/first-visit/lead-image'
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { SelectFilter } from '@/components/ui/filters/SelectFilter'
import { ShowMore } from './ShowMore'
import { useListWindow } from './use-list-window'
import { schoolDateOf } from '@/selectors/dates'
import { listView } from '@/selectors/list-filters'
import { EmptyState } from './EmptyState'
import { useSchoolDays } from './use-school-days'
import {
  ALL,
  monthFromOption,
  monthOptions,
  searchValue,
  yearFromOption,
  yearOptions,
  type DatedListSearch,
} from './list-search-params'

interface DatedFilteredListProps<T extends { _id?: string; title: string }> {
  items: readonly T[]
  /** The record's date field (events: date, news: fromDate). */
  dateOf: (item: T) => string | undefined
  search: DatedListSearch
  /** Write a filter change to the URL; `replace` while typing a search, so keystrokes add no history entries. */
  onSearchChange: (patch: Partial<DatedListSearch>, options: { replace: boolean }) => void
  /** The spec's empty-list placeholder ("Event Title", "News title"). */
  placeholderTitle: string
  emptyMessage: string
  /** Accessible name of the list ("Events", "News"). */
  listLabel: string
  listClassName?: string
  /** What the cards are, plural, for the "Show more" button and status line; the list's name in lower case by default. */
  noun?: string
  renderItem: (item: T) => ReactNode
}

/**
 * A dated list's filters (year defaulting to the current calendar year, "All Years" as `?year=all`, month, title
 * search), its Total Count and its cards: the Events and News pages.
 */
export function DatedFilteredList<T extends { _id?: string; title: string }>({
  items,
  dateOf,
  search,
  onSearchChange,
  placeholderTitle,
  emptyMessage,
  listLabel,
  listClassName = 'list-grid',
  noun = listLabel.toLowerCase(),
  renderItem,
}: DatedFilteredListProps<T>) {
  const [today] = useState(() => new Date())
  const currentYear = schoolDateOf(today)?.year ?? today.getFullYear()
  const year = search.year === ALL ? undefined : (search.year ?? currentYear)
  const month = search.month
  // The search box shows every keystroke at once; the list (up to 5,000 records) follows a beat later.
  const q = useDeferredValue(search.q)
  const schoolDay = useSchoolDays(items, dateOf)
  const view = useMemo(
    () => listView(items, schoolDay, { year, month, q }, [currentYear]),
    [items, schoolDay, year, month, q, currentYear],
  )
  // A filter change goes back to the first page of cards; at most MAX_CARDS_IN_DOM cards are on screen.
  const list = useListWindow(view.items, `${year ?? ALL}|${month ?? ALL}|${q ?? ''}`)
  return (
    <div className="list-page">
      <FilterBar summary={`Total Count: ${view.items.length}`}>
        <SelectFilter
          label="Year"
          value={year === undefined ? ALL : String(year)}
          options={yearOptions(view.years)}
          onChange={(value) =>
            onSearchChange({ year: yearFromOption(value) ?? ALL, month: undefined }, { replace: false })
          }
        />
        <SelectFilter
          label="Month"
          value={search.month === undefined ? ALL : String(search.month)}
          options={monthOptions(view.months)}
          onChange={(value) => onSearchChange({ month: monthFromOption(value) }, { replace: false })}
        />
        <SearchFilter
          label="Search by title"
          placeholder={placeholderTitle}
          value={search.q ?? ''}
          onChange={(value) => onSearchChange({ q: searchValue(value) }, { replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        <EmptyState title={placeholderTitle} message={emptyMessage} />
      ) : (
        <>
          <ShowMore list={list} noun={noun} placement="before" />
          <ul className={listClassName} aria-label={listLabel}>
            {list.visible.map((item, index) => (
              <li key={`${item._id ?? item.title}-${list.start + index}`}>
                <LeadImage lead={index === 0}>{renderItem(item)}</LeadImage>
              </li>
            ))}
          </ul>
          <ShowMore list={list} noun={noun} />
        </>
      )}
    </div>
  )
}
