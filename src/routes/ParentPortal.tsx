import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { PARENT_PORTAL_PAGE } from '@/content/parent-portal'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/ParentPortal')({
  staticData: { title: 'Parent Portal Guidelines', section: 'Parents' },
  loader: () => pagePreview(leadTextOf(PARENT_PORTAL_PAGE)),
  head: routeHead,
  component: ParentPortalPage,
})

function ParentPortalPage() {
  return (
    <PageShell>
      <StaticTextPage page={PARENT_PORTAL_PAGE} />
    </PageShell>
  )
}
