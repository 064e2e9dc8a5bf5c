import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { MagazineList } from '@/features/magazines/MagazineList'

export const Route = createFileRoute('/magazine')({
  head: () => pageHead('/magazine'),
  component: MagazinePage,
})

function MagazinePage() {
  return (
    <PageShell path="/magazine">
      <MagazineList />
    </PageShell>
  )
}
