import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/classTopper')({
  head: () => pageHead('/classTopper'),
  component: ClassTopperPage,
})

function ClassTopperPage() {
  return (
    <PageShell path="/classTopper">
      <ContentPending />
    </PageShell>
  )
}
