import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { FORMER_FACULTY, FORMER_FACULTY_INTRO } from '@/content/former-faculty'
import { StaticPeopleCards } from '@/features/static-pages/StaticPeopleCards'
import { ContentText } from '@/components/ui/ContentText'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/formerFaculty')({
  staticData: { title: 'Former Faculty', section: 'Academics' },
  loader: () => pagePreview(FORMER_FACULTY_INTRO),
  head: routeHead,
  component: FormerFacultyPage,
})

function FormerFacultyPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <p>
        <ContentText text={FORMER_FACULTY_INTRO} />
      </p>
      <StaticPeopleCards
        label={t`Former faculty`}
        people={FORMER_FACULTY.map((member) => ({ name: member.name, details: [member.subject, member.years] }))}
      />
    </PageShell>
  )
}
