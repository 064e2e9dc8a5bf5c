import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { COMING_SOON_PAGE } from '@/content/coming-soon'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/comingSoon')({
  head: () => pageHead('/comingSoon'),
  component: ComingSoonPage,
})

function ComingSoonPage() {
  return (
    <PageShell path="/comingSoon">
      <StaticTextPage page={COMING_SOON_PAGE} />
    </PageShell>
  )
}
