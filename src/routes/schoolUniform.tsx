import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { UNIFORM_PAGE } from '@/content/school-uniform'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/schoolUniform')({
  staticData: { title: 'School Uniform', section: 'School' },
  loader: () => pagePreview(leadTextOf(UNIFORM_PAGE)),
  head: routeHead,
  component: SchoolUniformPage,
})

function SchoolUniformPage() {
  return (
    <PageShell>
      <StaticTextPage page={UNIFORM_PAGE} />
    </PageShell>
  )
}
