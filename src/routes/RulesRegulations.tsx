import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { RULES_PAGE } from '@/content/rules-regulations'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/RulesRegulations')({
  staticData: { title: 'Rules and Regulations', section: 'School' },
  loader: () => pagePreview(leadTextOf(RULES_PAGE)),
  head: pageHeadWithPreview('/RulesRegulations'),
  component: RulesRegulationsPage,
})

function RulesRegulationsPage() {
  return (
    <PageShell path="/RulesRegulations">
      <StaticTextPage page={RULES_PAGE} />
    </PageShell>
  )
}
