import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/curriculum')({
  head: () => pageHead('/curriculum'),
  component: CurriculumPage,
})

function CurriculumPage() {
  return (
    <PageShell path="/curriculum">
      <ContentPending />
    </PageShell>
  )
}
