import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { CURRICULUM_PAGE } from '@/content/curriculum'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/curriculum')({
  head: () => pageHead('/curriculum'),
  component: CurriculumPage,
})

function CurriculumPage() {
  return (
    <PageShell path="/curriculum">
      <StaticTextPage page={CURRICULUM_PAGE} />
    </PageShell>
  )
}
