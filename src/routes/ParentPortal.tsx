import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { PARENT_PORTAL_PAGE } from '@/content/parent-portal'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/ParentPortal')({
  head: () => pageHead('/ParentPortal'),
  component: ParentPortalPage,
})

function ParentPortalPage() {
  return (
    <PageShell path="/ParentPortal">
      <StaticTextPage page={PARENT_PORTAL_PAGE} />
    </PageShell>
  )
}
