import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { RULES_PAGE } from '@/content/rules-regulations'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/RulesRegulations')({
  head: () => pageHead('/RulesRegulations'),
  component: RulesRegulationsPage,
})

function RulesRegulationsPage() {
  return (
    <PageShell path="/RulesRegulations">
      <StaticTextPage page={RULES_PAGE} />
    </PageShell>
  )
}
