import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/News')({
  head: () => pageHead('/News'),
  component: NewsPage,
})

function NewsPage() {
  return (
    <PageShell path="/News">
      <ContentPending />
    </PageShell>
  )
}
