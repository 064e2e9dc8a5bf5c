import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { subGalleryQuery } from '@/api/gallery.queries'
import { prefetch } from '@/first-visit/prefetch'
import { preprocess } from '@/api/zod-preprocess'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { searchValidator } from '@/features/lists/list-search-params'
import { SubGalleryView } from '@/features/album/SubGalleryView'

/** `?id=123` arrives as a number from the router's JSON parser: accept both and keep it as text. */
const galleryId = z.catch(
  preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  ),
  undefined,
)

const subGallerySearch = searchValidator(z.object({ id: galleryId }))

export const Route = createFileRoute('/SubGallery')({
  validateSearch: subGallerySearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The one page whose first call is built from its address (its site-map row says FROM_THE_ADDRESS): made here.
  loader: ({ context, deps }) => {
    if (deps.id) prefetch(context.queryClient, subGalleryQuery(deps.id))
  },
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
