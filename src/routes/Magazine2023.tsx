import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { MAGAZINES } from '@/content/magazines'
import { MagazineViewer } from '@/features/magazines/MagazineViewer'

export const Route = createFileRoute('/Magazine2023')({
  head: () => pageHead('/Magazine2023'),
  component: Magazine2023Page,
})

function Magazine2023Page() {
  return (
    <PageShell path="/Magazine2023">
      <MagazineViewer issue={MAGAZINES[2023]} />
    </PageShell>
  )
}
