import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/RulesRegulations')({
  head: () => pageHead('/RulesRegulations'),
  component: RulesRegulationsPage,
})

function RulesRegulationsPage() {
  return (
    <PageShell path="/RulesRegulations">
      <ContentPending />
    </PageShell>
  )
}
