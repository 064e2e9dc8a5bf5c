import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { SPORTS_PAGE, SPORTS_PHOTOS } from '@/content/sports'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/sports')({
  staticData: { title: 'Sports', section: 'Facilities' },
  loader: () => pagePreview(leadTextOf(SPORTS_PAGE), SPORTS_PHOTOS[0]),
  head: routeHead,
  component: SportsPage,
})

function SportsPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <StaticTextPage page={SPORTS_PAGE} />
      <StaticPhotoGallery photos={SPORTS_PHOTOS} heading={t`Photos`} label={t`Photos of sports facilities`} />
    </PageShell>
  )
}
