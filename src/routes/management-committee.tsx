import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { MANAGEMENT_COMMITTEE, MANAGEMENT_COMMITTEE_INTRO } from '@/content/management-committee'
import { StaticPeopleCards } from '@/features/static-pages/StaticPeopleCards'

export const Route = createFileRoute('/management-committee')({
  head: () => pageHead('/management-committee'),
  component: ManagementCommitteePage,
})

function ManagementCommitteePage() {
  return (
    <PageShell path="/management-committee">
      <p>{MANAGEMENT_COMMITTEE_INTRO}</p>
      <StaticPeopleCards
        label="Members of the management committee"
        people={MANAGEMENT_COMMITTEE.map((member) => ({ name: member.name, details: [member.role] }))}
      />
    </PageShell>
  )
}
