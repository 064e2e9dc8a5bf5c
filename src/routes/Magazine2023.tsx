import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { magazinePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2023')({
  loader: () =>
    magazinePreview(
      `The school magazine of ${SCHOOL_NAME} for ${MAGAZINES[2023].session}: all ${MAGAZINES[2023].pages.length} pages to leaf through online.`,
      MAGAZINES[2023],
    ),
  head: pageHeadWithPreview('/Magazine2023'),
  component: Magazine2023Page,
})

function Magazine2023Page() {
  return (
    <PageShell path="/Magazine2023">
      <MagazineViewer issue={MAGAZINES[2023]} />
    </PageShell>
  )
}
