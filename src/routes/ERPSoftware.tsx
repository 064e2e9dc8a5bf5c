import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/ERPSoftware')({
  head: () => pageHead('/ERPSoftware'),
  component: ERPSoftwarePage,
})

function ERPSoftwarePage() {
  return (
    <PageShell path="/ERPSoftware">
      <ContentPending />
    </PageShell>
  )
}
