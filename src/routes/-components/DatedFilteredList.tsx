import { useState, type ReactNode } from 'react'
import { FilterBar } from '../../components/ui/filters/FilterBar'
import { SearchFilter } from '../../components/ui/filters/SearchFilter'
import { SelectFilter } from '../../components/ui/filters/SelectFilter'
import { schoolDateOf } from '../../selectors/dates'
import { listView } from '../../selectors/list-filters'
import { ListFiltersPlaceholder } from './ListFiltersPlaceholder'
import {
  ALL,
  monthFromOption,
  monthOptions,
  searchValue,
  yearFromOption,
  yearOptions,
  type DatedListSearch,
} from './ListFiltersSearch'

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
  renderItem,
}: DatedFilteredListProps<T>) {
  const [today] = useState(() => new Date())
  const currentYear = schoolDateOf(today)?.year ?? today.getFullYear()
  const year = search.year === ALL ? undefined : (search.year ?? currentYear)
  const view = listView(items, dateOf, { year, month: search.month, q: search.q }, [currentYear])
  return (
    <div className="list-page">
      <FilterBar summary={`Total Count: ${view.items.length}`}>
        <SelectFilter
          label="Year"
          value={year === undefined ? ALL : String(year)}
          options={yearOptions(view.years)}
          onChange={(value) => onSearchChange({ year: yearFromOption(value) ?? ALL, month: undefined }, { replace: false })}
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
        <ListFiltersPlaceholder title={placeholderTitle} message={emptyMessage} />
      ) : (
        <ul className={listClassName} aria-label={listLabel}>
          {view.items.map((item, index) => (
            <li key={`${item._id ?? item.title}-${index}`}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
