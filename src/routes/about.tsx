import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/about')({
  head: () => pageHead('/about'),
  component: AboutPage,
})

function AboutPage() {
  return (
    <PageShell path="/about">
      <ContentPending />
    </PageShell>
  )
}
