import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/Magazine2023')({
  head: () => pageHead('/Magazine2023'),
  component: Magazine2023Page,
})

function Magazine2023Page() {
  return (
    <PageShell path="/Magazine2023">
      <ContentPending />
    </PageShell>
  )
}
