import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/TC')({
  head: () => pageHead('/TC'),
  component: TCPage,
})

function TCPage() {
  return (
    <PageShell path="/TC">
      <ContentPending />
    </PageShell>
  )
}
