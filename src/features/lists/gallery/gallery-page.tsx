import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { galleryAllQuery } from '@/api/gallery.queries'
import { PHOTO_GALLERY_CATEGORY, type GalleryItem } from '@/api/gallery.schema'
import { EmptyState } from '@/features/lists/EmptyState'
import { monthFromOption, monthOptionOf, monthOptions } from '@/features/lists/filter-options'
import type { ListPageDescription, ListView } from '@/features/lists/list-page'
import type { FilterWord } from '@/features/lists/list-text'
import type { Lang } from '@/config/languages'
import { listRoute } from '@/features/lists/use-list-search'
import type { GallerySearch } from '@/shared/list-search-params'
import { inCategory } from '@/selectors/category'
import { currentSession, parseSession, sessionLabel, sessionListView } from '@/selectors/session-year'
import { GalleryCard } from './GalleryCard'

/** Spec section 5: galleries show only the PhotoGallery category. */
const photoGalleriesOnly = (items: GalleryItem[]) => inCategory(items, PHOTO_GALLERY_CATEGORY)

/** The date an album is filed under (its session and month). */
const albumDate = (item: GalleryItem) => item.date

/**
 * The gallery's filter rules (spec section 4): the session defaults to the current one; a session without items
 * falls back to the next older one with data, and the select shows the session actually displayed. Changing the
 * session resets the month to All; months are listed in session order (April first), named in `lang`.
 */
function galleryFilters(
  items: readonly GalleryItem[],
  search: GallerySearch,
  today: Date,
  lang: Lang = 'en',
): ListView<GalleryItem, GallerySearch> {
  const view = sessionListView(items, albumDate, {
    session: parseSession(search.year) ?? undefined,
    current: currentSession(today),
    month: search.month,
    q: search.q,
  })
  const session = sessionLabel(view.session)
  return {
    items: view.items,
    year: session,
    selects: [
      {
        label: 'Session Year' satisfies FilterWord,
        value: session,
        options: view.sessions.map((option) => ({ value: sessionLabel(option), label: sessionLabel(option) })),
        change: (value) => ({ year: value, month: undefined }),
      },
      {
        label: 'Month' satisfies FilterWord,
        value: monthOptionOf(search.month),
        options: monthOptions(view.months, lang),
        change: (value) => ({ month: monthFromOption(value) }),
      },
    ],
  }
}

/** Photo Gallery: session, month and title search; Total Categories; album cards linking to their photos. */
export const GALLERY_PAGE: ListPageDescription<GalleryItem, GallerySearch> = {
  ...listRoute('/Gallery'),
  query: galleryAllQuery,
  select: photoGalleriesOnly,
  queryLabel: msg`the photo gallery`,
  filters: galleryFilters,
  recordDate: albumDate,
  searchBox: { label: msg`Search Here...`, placeholder: msg`Gallery title` },
  countLabel: msg`Total Categories`,
  noun: msg`albums`,
  listLabel: ({ year: session }) => msg`Photo galleries of the session ${session}`,
  listClassName: 'list-grid',
  keyOf: (item) => item._id,
  renderCard: (item) => <GalleryCard item={item} />,
  renderEmpty: () => (
    <EmptyState
      title={<Trans>Gallery Title</Trans>}
      message={<Trans>No data available for the selected year.</Trans>}
    />
  ),
}
