import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import type { GalleryItem } from '../../api/gallery.schema'
import { FilterBar } from '../../components/ui/filters/FilterBar'
import { SearchFilter } from '../../components/ui/filters/SearchFilter'
import { SelectFilter } from '../../components/ui/filters/SelectFilter'
import { currentSession, parseSession, sessionLabel, sessionListView } from '../../selectors/session-year'
import { GalleryCard } from './GalleryCard'
import { ListFiltersPlaceholder } from './ListFiltersPlaceholder'
import { ALL, monthFromOption, monthOptions, searchValue } from './ListFiltersSearch'

const routeApi = getRouteApi('/Gallery')

const dateOf = (item: GalleryItem) => item.date

/** The spec's empty message of the Photo Gallery. */
const GALLERY_EMPTY_MESSAGE = 'No data available for the selected year.'

/**
 * The gallery's filters (kept in the URL), the Total Categories count and the cards. The session defaults to the
 * current one; a session without items falls back to the next older one with data, and the select shows the
 * session actually displayed. Changing the session resets the month to All.
 */
export function GalleryFilteredList({ items }: { items: GalleryItem[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  // "Today" is read once per visit to the page, so the default session cannot change under the visitor.
  const [today] = useState(() => new Date())
  const view = sessionListView(items, dateOf, {
    session: parseSession(search.year) ?? undefined,
    current: currentSession(today),
    month: search.month,
    q: search.q,
  })
  return (
    <div className="list-page">
      <FilterBar summary={`Total Categories: ${view.items.length}`}>
        <SelectFilter
          label="Session Year"
          value={sessionLabel(view.session)}
          options={view.sessions.map((session) => ({ value: sessionLabel(session), label: sessionLabel(session) }))}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, year: value, month: undefined }) })}
        />
        <SelectFilter
          label="Month"
          value={search.month === undefined ? ALL : String(search.month)}
          options={monthOptions(view.months)}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, month: monthFromOption(value) }) })}
        />
        <SearchFilter
          label="Search Here..."
          placeholder="Gallery title"
          value={search.q ?? ''}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, q: searchValue(value) }), replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        <ListFiltersPlaceholder title="Gallery Title" message={GALLERY_EMPTY_MESSAGE} />
      ) : (
        <ul className="list-grid" aria-label={`Photo galleries of the session ${sessionLabel(view.session)}`}>
          {view.items.map((item) => (
            <li key={item._id}>
              <GalleryCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
