import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/comingSoon')({
  head: () => pageHead('/comingSoon'),
  component: ComingSoonPage,
})

function ComingSoonPage() {
  return (
    <PageShell path="/comingSoon">
      <ContentPending />
    </PageShell>
  )
}
