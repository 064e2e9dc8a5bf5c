import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Video } from '@/api/video.schema'
import { videosQuery } from '@/api/video.queries'
import { EmptyState } from '@/features/lists/EmptyState'
import { yearFromOption, yearOptions } from '@/features/lists/filter-options'
import type { ListPageDescription, ListView } from '@/features/lists/list-page'
import type { FilterWord } from '@/features/lists/list-text'
import { listRoute } from '@/features/lists/use-list-search'
import { ALL, type VideoSearch } from '@/shared/list-search-params'
import { listView } from '@/selectors/list-filters'
import { VideoCard } from './VideoCard'

/** The date a video is filed under. */
const videoDate = (video: Video) => video.date

/**
 * The Video Gallery's filter rules: a year select (All Years, the default, plus the years present, newest first)
 * and the title search; newest first. Videos without a date show only under All Years.
 */
function videoFilters(videos: readonly Video[], search: VideoSearch): ListView<Video, VideoSearch> {
  const year = search.year
  const view = listView(videos, videoDate, { year, q: search.q })
  const value = year === undefined ? ALL : String(year)
  return {
    items: view.items,
    year: value,
    selects: [
      {
        label: 'Year' satisfies FilterWord,
        value,
        options: yearOptions(view.years),
        change: (option) => ({ year: yearFromOption(option) }),
      },
    ],
  }
}

/** Video Gallery: year and title search; Total Count; video cards that open the video in a new tab. */
export const VIDEO_PAGE: ListPageDescription<Video, VideoSearch> = {
  ...listRoute('/VideoGallery'),
  query: videosQuery,
  queryLabel: msg`the video gallery`,
  filters: videoFilters,
  recordDate: videoDate,
  searchBox: { label: msg`Search by title`, placeholder: msg`Video title` },
  countLabel: msg`Total Count`,
  noun: msg`videos`,
  listLabel: () => msg`Videos`,
  listClassName: 'list-grid',
  keyOf: (video) => video._id ?? video.title,
  renderCard: (video) => <VideoCard video={video} />,
  renderEmpty: () => (
    <EmptyState
      title={<Trans>Video Title</Trans>}
      message={<Trans>No videos match the selected year and search.</Trans>}
    />
  ),
}
