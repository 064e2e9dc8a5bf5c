import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { LIBRARY_PAGE, LIBRARY_PHOTOS } from '@/content/library'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/library')({
  staticData: { title: 'Library', section: 'Facilities' },
  loader: () => pagePreview(leadTextOf(LIBRARY_PAGE), LIBRARY_PHOTOS[0]),
  head: routeHead,
  component: LibraryPage,
})

function LibraryPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <StaticTextPage page={LIBRARY_PAGE} />
      <StaticPhotoGallery photos={LIBRARY_PHOTOS} heading={t`Photos`} label={t`Photos of the library`} />
    </PageShell>
  )
}
