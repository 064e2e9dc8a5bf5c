import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/OfficeBearers')({
  head: () => pageHead('/OfficeBearers'),
  component: OfficeBearersPage,
})

function OfficeBearersPage() {
  return (
    <PageShell path="/OfficeBearers">
      <ContentPending />
    </PageShell>
  )
}
