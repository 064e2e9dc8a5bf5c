import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { COMING_SOON_PAGE } from '@/content/coming-soon'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/comingSoon')({
  staticData: { title: 'Coming Soon', section: 'School' },
  loader: () => pagePreview(leadTextOf(COMING_SOON_PAGE)),
  head: routeHead,
  component: ComingSoonPage,
})

function ComingSoonPage() {
  return (
    <PageShell>
      <StaticTextPage page={COMING_SOON_PAGE} />
    </PageShell>
  )
}
