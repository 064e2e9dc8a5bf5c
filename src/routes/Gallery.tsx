import { galleryAllQuery } from '@/api/gallery.queries'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/config/page-head'
import { GALLERY_PAGE } from '@/features/lists/gallery/gallery-page'
import { PAGE_SEARCH } from '@/shared/page-search'
import { ListPage } from '@/features/lists/ListPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/Gallery')({
  staticData: { title: 'Photo Gallery', section: 'Gallery', notifyTopic: 'albums' },
  validateSearch: PAGE_SEARCH.gallery,
  loader: ({ context }) => prefetch(context.queryClient, galleryAllQuery()),
  head: routeHead,
  component: GalleryPage,
})

function GalleryPage() {
  return <ListPage page={GALLERY_PAGE} />
}
