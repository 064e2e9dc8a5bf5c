import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/management-committee')({
  head: () => pageHead('/management-committee'),
  component: ManagementCommitteePage,
})

function ManagementCommitteePage() {
  return (
    <PageShell path="/management-committee">
      <ContentPending />
    </PageShell>
  )
}
