import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/topperX')({
  head: () => pageHead('/topperX'),
  component: TopperXPage,
})

function TopperXPage() {
  return (
    <PageShell path="/topperX">
      <ContentPending />
    </PageShell>
  )
}
