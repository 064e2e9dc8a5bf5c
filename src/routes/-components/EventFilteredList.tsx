import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import type { SchoolEvent } from '../../api/event.schema'
import { FilterBar } from '../../components/ui/filters/FilterBar'
import { SearchFilter } from '../../components/ui/filters/SearchFilter'
import { SelectFilter } from '../../components/ui/filters/SelectFilter'
import { schoolDateOf } from '../../selectors/dates'
import { listView } from '../../selectors/list-filters'
import { EventCard } from './EventCard'
import { ListFiltersPlaceholder } from './ListFiltersPlaceholder'
import { ALL, monthFromOption, monthOptions, searchValue, yearFromOption, yearOptions } from './ListFiltersSearch'

const routeApi = getRouteApi('/Events')

const dateOf = (event: SchoolEvent) => event.date

/** Events' filters (year defaults to the current calendar year; "All Years" is `?year=all`), Total Count and cards. */
export function EventFilteredList({ events }: { events: SchoolEvent[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const [today] = useState(() => new Date())
  const currentYear = schoolDateOf(today)?.year ?? today.getFullYear()
  const year = search.year === ALL ? undefined : (search.year ?? currentYear)
  const view = listView(events, dateOf, { year, month: search.month, q: search.q }, [currentYear])
  return (
    <div className="list-page">
      <FilterBar summary={`Total Count: ${view.items.length}`}>
        <SelectFilter
          label="Year"
          value={year === undefined ? ALL : String(year)}
          options={yearOptions(view.years)}
          onChange={(value) =>
            void navigate({ search: (prev) => ({ ...prev, year: yearFromOption(value) ?? ALL, month: undefined }) })
          }
        />
        <SelectFilter
          label="Month"
          value={search.month === undefined ? ALL : String(search.month)}
          options={monthOptions(view.months)}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, month: monthFromOption(value) }) })}
        />
        <SearchFilter
          label="Search by title"
          placeholder="Event title"
          value={search.q ?? ''}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, q: searchValue(value) }), replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        <ListFiltersPlaceholder title="Event Title" message="No events match the selected year, month and search." />
      ) : (
        <ul className="list-grid" aria-label="Events">
          {view.items.map((event, index) => (
            <li key={`${event._id ?? event.title}-${index}`}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
