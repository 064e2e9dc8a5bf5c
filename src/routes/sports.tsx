import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/sports')({
  head: () => pageHead('/sports'),
  component: SportsPage,
})

function SportsPage() {
  return (
    <PageShell path="/sports">
      <ContentPending />
    </PageShell>
  )
}
