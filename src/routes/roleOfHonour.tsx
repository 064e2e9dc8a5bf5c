import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ROLL_OF_HONOUR, ROLL_OF_HONOUR_INTRO } from '@/content/roll-of-honour'
import { StaticHonourGroups } from '@/features/static-pages/StaticHonourGroups'

export const Route = createFileRoute('/roleOfHonour')({
  head: () => pageHead('/roleOfHonour'),
  component: RollOfHonourPage,
})

function RollOfHonourPage() {
  return (
    <PageShell path="/roleOfHonour">
      <p>{ROLL_OF_HONOUR_INTRO}</p>
      <StaticHonourGroups groups={ROLL_OF_HONOUR} />
    </PageShell>
  )
}
