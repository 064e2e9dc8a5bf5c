import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/Magazine2025')({
  head: () => pageHead('/Magazine2025'),
  component: Magazine2025Page,
})

function Magazine2025Page() {
  return (
    <PageShell path="/Magazine2025">
      <ContentPending />
    </PageShell>
  )
}
