import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2024')({
  head: () => pageHead('/Magazine2024'),
  component: Magazine2024Page,
})

function Magazine2024Page() {
  return (
    <PageShell path="/Magazine2024">
      <MagazineViewer issue={MAGAZINES[2024]} />
    </PageShell>
  )
}
