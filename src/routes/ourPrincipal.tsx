import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/ourPrincipal')({
  head: () => pageHead('/ourPrincipal'),
  component: OurPrincipalPage,
})

function OurPrincipalPage() {
  return (
    <PageShell path="/ourPrincipal">
      <ContentPending />
    </PageShell>
  )
}
