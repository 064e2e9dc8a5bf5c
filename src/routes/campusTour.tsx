import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/campusTour')({
  head: () => pageHead('/campusTour'),
  component: CampusTourPage,
})

function CampusTourPage() {
  return (
    <PageShell path="/campusTour">
      <ContentPending />
    </PageShell>
  )
}
