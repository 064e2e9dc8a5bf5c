import { Link, useNavigate } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { EVENTS_PAGE } from '@/features/lists/events/events-page'
import { GALLERY_PAGE } from '@/features/lists/gallery/gallery-page'
import { listRoute } from '@/features/lists/use-list-search'
import { VIDEO_PAGE } from '@/features/lists/video/video-page'
import { topperListPage } from '@/features/toppers/topper-list-page'

/**
 * Each list route's search is typed by its own schema (src/shared/list-search-params.ts, topper-search.ts),
 * so a link or a navigation with a param the page does not have, or a value of the wrong kind, does not compile;
 * and the shared list code (list-page.ts, FilteredList.tsx) reads each page's filters with that page's type.
 * Checked by `npm run typecheck`: each `@ts-expect-error` fails the build if the line below it compiles (as it would
 * with one loose search type shared by the lists). The bad values an address can still carry are tested in the
 * pages' tests (they fall back to the page's default).
 */
function links() {
  return [
    <Link key="gallery" to="/Gallery" search={{ year: '2025-2026', month: 4, q: 'sports' }} />,
    // @ts-expect-error The Photo Gallery's year is a session label ("2025-2026"), not a number.
    <Link key="gallery-year" to="/Gallery" search={{ year: 2025 }} />,
    <Link key="video" to="/VideoGallery" search={{ year: 2025, q: 'day' }} />,
    // @ts-expect-error The Video Gallery has no month filter.
    <Link key="video-month" to="/VideoGallery" search={{ month: 3 }} />,
    <Link key="events" to="/Events" search={{ year: 'all', month: 12 }} />,
    // @ts-expect-error Events take a year or "all", nothing else.
    <Link key="events-year" to="/Events" search={{ year: 'last' }} />,
    <Link key="news" to="/News" search={{ year: 2026 }} />,
    // @ts-expect-error News months are numbers 1 to 12, not names.
    <Link key="news-month" to="/News" search={{ month: 'May' }} />,
    <Link key="toppers" to="/classTopper" search={{ year: 'all', q: 'Asha' }} />,
    // @ts-expect-error The topper pages have no month filter.
    <Link key="toppers-month" to="/topperX" search={{ month: 3 }} />,
  ]
}

function useNavigations() {
  const navigate = useNavigate()
  return [
    () => navigate({ to: '/Events', search: { year: 2026, month: 5 } }),
    // @ts-expect-error The Photo Gallery's year is a session label.
    () => navigate({ to: '/Gallery', search: { year: 2026 } }),
    // @ts-expect-error The site search has only `q`.
    () => navigate({ to: '/search', search: { q: 'sports', year: 2026 } }),
  ]
}

/** The shared list code reads each page's filters with its own route's type, not one loose type for all. */
function pageFilters() {
  const today = new Date()
  const gallery: typeof GALLERY_PAGE = {
    ...GALLERY_PAGE,
    // @ts-expect-error The Video Gallery's search (a numeric year, no month) is not the Photo Gallery's.
    useSearch: listRoute('/VideoGallery').useSearch,
  }
  return [
    gallery,
    GALLERY_PAGE.filters([], { year: '2025-2026', month: 4 }, today),
    // @ts-expect-error The Photo Gallery's filters take its session label, not a number.
    GALLERY_PAGE.filters([], { year: 2025 }, today),
    EVENTS_PAGE.filters([], { year: 'all', month: 12 }, today),
    // @ts-expect-error The Events filters take a year or "all".
    EVENTS_PAGE.filters([], { year: '2025-2026' }, today),
    // @ts-expect-error The Video Gallery's filters have no month.
    VIDEO_PAGE.filters([], { month: 3 }, today),
    topperListPage('/topperX', 'X').filters([], { year: 'all', q: 'Asha' }, today),
    // @ts-expect-error The topper pages have no month filter.
    topperListPage('/topperX', 'X').filters([], { month: 3 }, today),
  ]
}

describe('the list routes’ search types', () => {
  it('are checked by the type checker (npm run typecheck), not at run time', () => {
    expect(typeof links).toBe('function')
    expect(typeof useNavigations).toBe('function')
    expect(typeof pageFilters).toBe('function')
  })
})
