import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { magazinePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2024')({
  loader: () =>
    magazinePreview(
      `The school magazine of ${SCHOOL_NAME} for ${MAGAZINES[2024].session}: all ${MAGAZINES[2024].pages.length} pages to leaf through online.`,
      MAGAZINES[2024],
    ),
  head: pageHeadWithPreview('/Magazine2024'),
  component: Magazine2024Page,
})

function Magazine2024Page() {
  return (
    <PageShell path="/Magazine2024">
      <MagazineViewer issue={MAGAZINES[2024]} />
    </PageShell>
  )
}
