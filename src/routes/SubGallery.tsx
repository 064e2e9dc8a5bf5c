import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/SubGallery')({
  head: () => pageHead('/SubGallery'),
  component: SubGalleryPage,
})

function SubGalleryPage() {
  return (
    <PageShell path="/SubGallery">
      <ContentPending />
    </PageShell>
  )
}
