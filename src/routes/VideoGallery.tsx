import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { prefetch } from '@/api/prefetch'
import { videosQuery } from '@/api/video.queries'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { lazySearch, searchTextParam, yearParam } from '@/features/lists/list-search-params'
import { VideoList } from '@/features/lists/video/VideoList'

export const Route = createFileRoute('/VideoGallery')({
  validateSearch: lazySearch(() => z.object({ year: yearParam(), q: searchTextParam() })),
  loader: ({ context }) => prefetch(context.queryClient, videosQuery()),
  head: () => pageHead('/VideoGallery'),
  component: VideoGalleryPage,
})

function VideoGalleryPage() {
  return (
    <PageShell path="/VideoGallery">
      <VideoList />
    </PageShell>
  )
}
