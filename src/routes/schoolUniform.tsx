import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/schoolUniform')({
  head: () => pageHead('/schoolUniform'),
  component: SchoolUniformPage,
})

function SchoolUniformPage() {
  return (
    <PageShell path="/schoolUniform">
      <ContentPending />
    </PageShell>
  )
}
