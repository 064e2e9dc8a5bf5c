import { createFileRoute } from '@tanstack/react-router'
import { subGalleryQuery } from '@/api/gallery.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { albumPreview } from '@/features/album/album-preview'
import { PAGE_SEARCH } from '@/shared/page-search'
import { SubGalleryView } from '@/features/album/SubGalleryView'

export const Route = createFileRoute('/SubGallery')({
  staticData: {
    title: 'Gallery Detail',
    section: 'Gallery',
    firstCallFromTheAddress: true,
    // An album needs its ?id= (the albums are linked from /Gallery).
    standalone: false,
  },
  validateSearch: PAGE_SEARCH.album,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The album's call is built from the address. Rendered on the optional server, the page waits for the album, and
  // a shared link previews as the album (its title, description and first photo); in the browser it does not wait.
  loader: async ({ context, deps }) => {
    if (!deps.id) return undefined
    const album = subGalleryQuery(deps.id)
    await prefetch(context.queryClient, album)
    return albumPreview(context.queryClient.getQueryData(album.queryKey), context)
  },
  head: routeHead,
  component: SubGalleryPage,
})

function SubGalleryPage() {
  return (
    <PageShell>
      <SubGalleryView />
    </PageShell>
  )
}
