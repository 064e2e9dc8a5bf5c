import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/laboratory')({
  head: () => pageHead('/laboratory'),
  component: LaboratoryPage,
})

function LaboratoryPage() {
  return (
    <PageShell path="/laboratory">
      <ContentPending />
    </PageShell>
  )
}
