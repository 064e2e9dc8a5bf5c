import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import type { News } from '../../api/news.schema'
import { FilterBar } from '../../components/ui/filters/FilterBar'
import { SearchFilter } from '../../components/ui/filters/SearchFilter'
import { SelectFilter } from '../../components/ui/filters/SelectFilter'
import { schoolDateOf } from '../../selectors/dates'
import { listView } from '../../selectors/list-filters'
import { ListFiltersPlaceholder } from './ListFiltersPlaceholder'
import { ALL, monthFromOption, monthOptions, searchValue, yearFromOption, yearOptions } from './ListFiltersSearch'
import { NewsCard } from './NewsCard'

const routeApi = getRouteApi('/News')

const dateOf = (news: News) => news.fromDate

/** News filters on fromDate (year defaults to the current calendar year; "All Years" is `?year=all`), count and cards. */
export function NewsFilteredList({ news }: { news: News[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const [today] = useState(() => new Date())
  const currentYear = schoolDateOf(today)?.year ?? today.getFullYear()
  const year = search.year === ALL ? undefined : (search.year ?? currentYear)
  const view = listView(news, dateOf, { year, month: search.month, q: search.q }, [currentYear])
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
          placeholder="News title"
          value={search.q ?? ''}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, q: searchValue(value) }), replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        <ListFiltersPlaceholder title="News title" message="No news matches the selected year, month and search." />
      ) : (
        <ul className="list-grid list-grid--wide" aria-label="News">
          {view.items.map((item, index) => (
            <li key={`${item._id ?? item.title}-${index}`}>
              <NewsCard news={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
