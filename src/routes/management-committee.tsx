import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { MANAGEMENT_COMMITTEE, MANAGEMENT_COMMITTEE_INTRO } from '@/content/management-committee'
import { StaticPeopleCards } from '@/features/static-pages/StaticPeopleCards'
import { ContentText } from '@/components/ui/ContentText'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/management-committee')({
  staticData: { title: 'Management Committee', section: 'Academics' },
  loader: () => pagePreview(MANAGEMENT_COMMITTEE_INTRO),
  head: routeHead,
  component: ManagementCommitteePage,
})

function ManagementCommitteePage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <p>
        <ContentText text={MANAGEMENT_COMMITTEE_INTRO} />
      </p>
      <StaticPeopleCards
        label={t`Members of the management committee`}
        people={MANAGEMENT_COMMITTEE.map((member) => ({ name: member.name, details: [member.role] }))}
      />
    </PageShell>
  )
}
