import { createFileRoute } from '@tanstack/react-router'
import { circularsQuery } from '@/api/circular.queries'
import { eventsAllQuery } from '@/api/event.queries'
import { facultyQuery } from '@/api/faculty.queries'
import { galleryAllQuery } from '@/api/gallery.queries'
import { newsAllQuery } from '@/api/news.queries'
import { videosQuery } from '@/api/video.queries'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { PAGE_SEARCH } from '@/shared/page-search'
import { SearchPage } from '@/features/search/SearchPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/search')({
  staticData: {
    title: 'Search',
    // Its first screen is the visitor's own words: the server sends its prerendered file, and it is not a page on its
    // own.
    renderedWithData: false,
    standalone: false,
  },
  validateSearch: PAGE_SEARCH.siteSearch,
  // Every list the site search can search (the cache answers those already seen).
  loader: ({ context: { queryClient } }) => {
    prefetch(queryClient, newsAllQuery())
    prefetch(queryClient, eventsAllQuery())
    prefetch(queryClient, galleryAllQuery())
    prefetch(queryClient, videosQuery())
    prefetch(queryClient, circularsQuery())
    prefetch(queryClient, facultyQuery())
  },
  head: routeHead,
  component: SearchRoutePage,
})

function SearchRoutePage() {
  return (
    <PageShell>
      <SearchPage />
    </PageShell>
  )
}
