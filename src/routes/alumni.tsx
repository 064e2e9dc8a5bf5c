import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/alumni')({
  head: () => pageHead('/alumni'),
  component: AlumniPage,
})

function AlumniPage() {
  return (
    <PageShell path="/alumni">
      <ContentPending />
    </PageShell>
  )
}
