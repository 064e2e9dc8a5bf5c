import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { magazinePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2025')({
  loader: () =>
    magazinePreview(
      `The school magazine of ${SCHOOL_NAME} for ${MAGAZINES[2025].session}: all ${MAGAZINES[2025].pages.length} pages to leaf through online.`,
      MAGAZINES[2025],
    ),
  head: pageHeadWithPreview('/Magazine2025'),
  component: Magazine2025Page,
})

function Magazine2025Page() {
  return (
    <PageShell path="/Magazine2025">
      <MagazineViewer issue={MAGAZINES[2025]} />
    </PageShell>
  )
}
