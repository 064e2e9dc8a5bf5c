import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/ParentPortal')({
  head: () => pageHead('/ParentPortal'),
  component: ParentPortalPage,
})

function ParentPortalPage() {
  return (
    <PageShell path="/ParentPortal">
      <ContentPending />
    </PageShell>
  )
}
