import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { subGalleryQuery } from '@/api/gallery.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { albumIdParam } from '@/features/album/album-address'
import { searchValidator } from '@/features/lists/list-search-params'
import { SubGalleryView } from '@/features/album/SubGalleryView'

// `?id=` as albumIdOf reads it: exact text, or the spec's `?id=123` (a number from the router's parser).
const subGallerySearch = searchValidator(z.object({ id: albumIdParam }))

export const Route = createFileRoute('/SubGallery')({
  validateSearch: subGallerySearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The album's call is built from the address.
  loader: ({ context, deps }) => (deps.id ? prefetch(context.queryClient, subGalleryQuery(deps.id)) : undefined),
  head: () => pageHead('/SubGallery'),
  component: SubGalleryPage,
})

function SubGalleryPage() {
  return (
    <PageShell path="/SubGallery">
      <SubGalleryView />
    </PageShell>
  )
}
