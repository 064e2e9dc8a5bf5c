import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/roleOfHonour')({
  head: () => pageHead('/roleOfHonour'),
  component: RoleOfHonourPage,
})

function RoleOfHonourPage() {
  return (
    <PageShell path="/roleOfHonour">
      <ContentPending />
    </PageShell>
  )
}
