import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { SPORTS_PAGE, SPORTS_PHOTOS } from '@/content/sports'
import { StaticPhotoGallery } from '@/features/static-pages/StaticPhotoGallery'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/sports')({
  head: () => pageHead('/sports'),
  component: SportsPage,
})

function SportsPage() {
  return (
    <PageShell path="/sports">
      <StaticTextPage page={SPORTS_PAGE} />
      <StaticPhotoGallery photos={SPORTS_PHOTOS} heading="Photos" label="Photos of sports facilities" />
    </PageShell>
  )
}
