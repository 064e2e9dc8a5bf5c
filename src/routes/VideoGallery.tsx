import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/VideoGallery')({
  head: () => pageHead('/VideoGallery'),
  component: VideoGalleryPage,
})

function VideoGalleryPage() {
  return (
    <PageShell path="/VideoGallery">
      <ContentPending />
    </PageShell>
  )
}
