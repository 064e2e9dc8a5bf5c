import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { magazinePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { MAGAZINE_ISSUES } from '@/content/magazines'
import { MagazineList } from '@/features/magazines/MagazineList'

export const Route = createFileRoute('/magazine')({
  staticData: { title: 'Magazines', section: 'Gallery' },
  loader: () =>
    magazinePreview(
      `The school magazines of ${SCHOOL_NAME}, ${MAGAZINE_ISSUES.map((issue) => issue.session).join(', ')}, to leaf through online.`,
      MAGAZINE_ISSUES[0],
    ),
  head: routeHead,
  component: MagazinePage,
})

function MagazinePage() {
  return (
    <PageShell>
      <MagazineList />
    </PageShell>
  )
}
