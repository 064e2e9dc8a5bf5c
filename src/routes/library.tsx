import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/library')({
  head: () => pageHead('/library'),
  component: LibraryPage,
})

function LibraryPage() {
  return (
    <PageShell path="/library">
      <ContentPending />
    </PageShell>
  )
}
