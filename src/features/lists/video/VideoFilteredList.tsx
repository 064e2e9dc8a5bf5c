import { getRouteApi } from '@tanstack/react-router'
import type { Video } from '@/api/video.schema'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { SelectFilter } from '@/components/ui/filters/SelectFilter'
import { listView } from '@/selectors/list-filters'
import { EmptyState } from '@/features/lists/EmptyState'
import { ALL, searchValue, yearFromOption, yearOptions } from '@/features/lists/list-search-params'
import { VideoCard } from './VideoCard'

const routeApi = getRouteApi('/VideoGallery')

const dateOf = (video: Video) => video.date

/** Video filters: year (All Years plus the years present, newest first; default All) and title search; count; cards. */
export function VideoFilteredList({ videos }: { videos: Video[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const view = listView(videos, dateOf, { year: search.year, q: search.q })
  return (
    <div className="list-page">
      <FilterBar summary={`Total Count: ${view.items.length}`}>
        <SelectFilter
          label="Year"
          value={search.year === undefined ? ALL : String(search.year)}
          options={yearOptions(view.years)}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, year: yearFromOption(value) }) })}
        />
        <SearchFilter
          label="Search by title"
          placeholder="Video title"
          value={search.q ?? ''}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, q: searchValue(value) }), replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        <EmptyState title="Video Title" message="No videos match the selected year and search." />
      ) : (
        <ul className="list-grid" aria-label="Videos">
          {view.items.map((video, index) => (
            <li key={`${video._id ?? video.title}-${index}`}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
