import { videosQuery } from '@/api/video.queries'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/config/page-head'
import { PAGE_SEARCH } from '@/shared/page-search'
import { ListPage } from '@/features/lists/ListPage'
import { VIDEO_PAGE } from '@/features/lists/video/video-page'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/VideoGallery')({
  staticData: { title: 'Video Gallery', section: 'Gallery' },
  validateSearch: PAGE_SEARCH.video,
  loader: ({ context }) => prefetch(context.queryClient, videosQuery()),
  head: routeHead,
  component: VideoGalleryPage,
})

function VideoGalleryPage() {
  return <ListPage page={VIDEO_PAGE} />
}
