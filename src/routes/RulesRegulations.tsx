import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { RULES_PAGE } from '@/content/rules-regulations'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/RulesRegulations')({
  staticData: { title: 'Rules and Regulations', section: 'School' },
  loader: () => pagePreview(leadTextOf(RULES_PAGE)),
  head: routeHead,
  component: RulesRegulationsPage,
})

function RulesRegulationsPage() {
  return (
    <PageShell>
      <StaticTextPage page={RULES_PAGE} />
    </PageShell>
  )
}
