import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { ROLL_OF_HONOUR, ROLL_OF_HONOUR_INTRO } from '@/content/roll-of-honour'
import { StaticHonourGroups } from '@/features/static-pages/StaticHonourGroups'
import { ContentText } from '@/components/ui/ContentText'

export const Route = createFileRoute('/roleOfHonour')({
  staticData: { title: 'Roll of Honour', section: 'School' },
  loader: () => pagePreview(ROLL_OF_HONOUR_INTRO),
  head: routeHead,
  component: RollOfHonourPage,
})

function RollOfHonourPage() {
  return (
    <PageShell>
      <p>
        <ContentText text={ROLL_OF_HONOUR_INTRO} />
      </p>
      <StaticHonourGroups groups={ROLL_OF_HONOUR} />
    </PageShell>
  )
}
