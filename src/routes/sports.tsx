import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { SPORTS_PAGE, SPORTS_PHOTOS } from '@/content/sports'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/sports')({
  staticData: { title: 'Sports', section: 'Facilities' },
  loader: () => pagePreview(leadTextOf(SPORTS_PAGE), SPORTS_PHOTOS[0]),
  head: routeHead,
  component: SportsPage,
})

function SportsPage() {
  return (
    <PageShell>
      <StaticTextPage page={SPORTS_PAGE} />
      <StaticPhotoGallery photos={SPORTS_PHOTOS} heading="Photos" label="Photos of sports facilities" />
    </PageShell>
  )
}
