import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/magazine')({
  head: () => pageHead('/magazine'),
  component: MagazinePage,
})

function MagazinePage() {
  return (
    <PageShell path="/magazine">
      <ContentPending />
    </PageShell>
  )
}
