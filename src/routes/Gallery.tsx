import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { galleryAllQuery } from '@/api/gallery.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { GalleryList } from '@/features/lists/gallery/GalleryList'
import { lazySearch, monthParam, searchTextParam, sessionParam } from '@/features/lists/list-search-params'

export const Route = createFileRoute('/Gallery')({
  validateSearch: lazySearch(() => z.object({ year: sessionParam(), month: monthParam(), q: searchTextParam() })),
  loader: ({ context }) => prefetch(context.queryClient, galleryAllQuery()),
  head: () => pageHead('/Gallery'),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <PageShell path="/Gallery">
      <GalleryList />
    </PageShell>
  )
}
