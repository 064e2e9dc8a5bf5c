import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { LIBRARY_PAGE, LIBRARY_PHOTOS } from '@/content/library'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/library')({
  head: () => pageHead('/library'),
  component: LibraryPage,
})

function LibraryPage() {
  return (
    <PageShell path="/library">
      <StaticTextPage page={LIBRARY_PAGE} />
      <StaticPhotoGallery photos={LIBRARY_PHOTOS} heading="Photos" label="Photos of the library" />
    </PageShell>
  )
}
