import { LeadImage } from '@/first-visit/lead-image'
import { getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useMemo, useState } from 'react'
import type { GalleryItem } from '@/api/gallery.schema'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { SelectFilter } from '@/components/ui/filters/SelectFilter'
import { ShowMore } from '@/features/lists/ShowMore'
import { useListWindow } from '@/features/lists/use-list-window'
import { currentSession, parseSession, sessionLabel, sessionListView } from '@/selectors/session-year'
import { GalleryCard } from './GalleryCard'
import { EmptyState } from '@/features/lists/EmptyState'
import { ALL, monthFromOption, monthOptions, searchValue } from '@/features/lists/list-search-params'
import { useSchoolDays } from '@/features/lists/use-school-days'

const routeApi = getRouteApi('/Gallery')

const dateOf = (item: GalleryItem) => item.date

/** The spec's empty message of the Photo Gallery. */
const GALLERY_EMPTY_MESSAGE = 'No data available for the selected year.'

/** The cards, in the "Show more" button and status line. */
const GALLERY_NOUN = 'albums'

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
  const year = search.year
  const month = search.month
  // The search box shows every keystroke at once; the cards (up to 2,000 albums) follow a beat later.
  const q = useDeferredValue(search.q)
  const schoolDay = useSchoolDays(items, dateOf)
  const view = useMemo(
    () =>
      sessionListView(items, schoolDay, {
        session: parseSession(year) ?? undefined,
        current: currentSession(today),
        month,
        q,
      }),
    [items, schoolDay, today, year, month, q],
  )
  // A filter change goes back to the first page of cards; at most MAX_CARDS_IN_DOM cards are on screen.
  const list = useListWindow(view.items, `${sessionLabel(view.session)}|${month ?? ALL}|${q ?? ''}`)
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
        <EmptyState title="Gallery Title" message={GALLERY_EMPTY_MESSAGE} />
      ) : (
        <>
          <ShowMore list={list} noun={GALLERY_NOUN} placement="before" />
          <ul className="list-grid" aria-label={`Photo galleries of the session ${sessionLabel(view.session)}`}>
            {list.visible.map((item, index) => (
              <li key={item._id}>
                <LeadImage lead={index === 0}>
                  <GalleryCard item={item} />
                </LeadImage>
              </li>
            ))}
          </ul>
          <ShowMore list={list} noun={GALLERY_NOUN} />
        </>
      )}
    </div>
  )
}
