import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { CAMPUS_TOUR_PAGE, CAMPUS_TOUR_PHOTOS } from '@/content/campus-tour'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/campusTour')({
  staticData: { title: 'Camps & Tours', section: 'Facilities' },
  loader: () => pagePreview(leadTextOf(CAMPUS_TOUR_PAGE), CAMPUS_TOUR_PHOTOS[0]),
  head: routeHead,
  component: CampsToursPage,
})

function CampsToursPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <StaticTextPage page={CAMPUS_TOUR_PAGE} />
      <StaticPhotoGallery photos={CAMPUS_TOUR_PHOTOS} heading={t`Photos`} label={t`Photos of camps and tours`} />
    </PageShell>
  )
}
