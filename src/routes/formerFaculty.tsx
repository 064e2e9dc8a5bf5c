import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/formerFaculty')({
  head: () => pageHead('/formerFaculty'),
  component: FormerFacultyPage,
})

function FormerFacultyPage() {
  return (
    <PageShell path="/formerFaculty">
      <ContentPending />
    </PageShell>
  )
}
