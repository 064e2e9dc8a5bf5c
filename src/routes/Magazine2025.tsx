import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2025')({
  head: () => pageHead('/Magazine2025'),
  component: Magazine2025Page,
})

function Magazine2025Page() {
  return (
    <PageShell path="/Magazine2025">
      <MagazineViewer issue={MAGAZINES[2025]} />
    </PageShell>
  )
}
