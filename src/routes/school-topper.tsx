import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/school-topper')({
  head: () => pageHead('/school-topper'),
  component: SchoolTopperPage,
})

function SchoolTopperPage() {
  return (
    <PageShell path="/school-topper">
      <ContentPending />
    </PageShell>
  )
}
