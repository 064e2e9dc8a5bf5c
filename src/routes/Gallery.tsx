import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/Gallery')({
  head: () => pageHead('/Gallery'),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <PageShell path="/Gallery">
      <ContentPending />
    </PageShell>
  )
}
