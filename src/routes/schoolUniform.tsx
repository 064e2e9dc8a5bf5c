import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { UNIFORM_PAGE } from '@/content/school-uniform'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/schoolUniform')({
  head: () => pageHead('/schoolUniform'),
  component: SchoolUniformPage,
})

function SchoolUniformPage() {
  return (
    <PageShell path="/schoolUniform">
      <StaticTextPage page={UNIFORM_PAGE} />
    </PageShell>
  )
}
