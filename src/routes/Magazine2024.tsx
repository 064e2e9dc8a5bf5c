import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/Magazine2024')({
  head: () => pageHead('/Magazine2024'),
  component: Magazine2024Page,
})

function Magazine2024Page() {
  return (
    <PageShell path="/Magazine2024">
      <ContentPending />
    </PageShell>
  )
}
