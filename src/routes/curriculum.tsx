import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { CURRICULUM_PAGE } from '@/content/curriculum'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/curriculum')({
  staticData: { title: 'Curriculum', section: 'School' },
  loader: () => pagePreview(leadTextOf(CURRICULUM_PAGE)),
  head: routeHead,
  component: CurriculumPage,
})

function CurriculumPage() {
  return (
    <PageShell>
      <StaticTextPage page={CURRICULUM_PAGE} />
    </PageShell>
  )
}
