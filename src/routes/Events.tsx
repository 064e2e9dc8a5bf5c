import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/Events')({
  head: () => pageHead('/Events'),
  component: EventsPage,
})

function EventsPage() {
  return (
    <PageShell path="/Events">
      <ContentPending />
    </PageShell>
  )
}
