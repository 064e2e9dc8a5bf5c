import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/history-aim')({
  head: () => pageHead('/history-aim'),
  component: HistoryAimPage,
})

function HistoryAimPage() {
  return (
    <PageShell path="/history-aim">
      <ContentPending />
    </PageShell>
  )
}
