import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { ALUMNI, ALUMNI_INTRO } from '@/content/alumni'
import { AlumniTable } from '@/features/static-pages/AlumniTable'
import { ContentText } from '@/components/ui/ContentText'
import { useLingui } from '@lingui/react/macro'

export const Route = createFileRoute('/alumni')({
  staticData: { title: 'Alumni' },
  loader: () => pagePreview(ALUMNI_INTRO),
  head: routeHead,
  component: AlumniPage,
})

function AlumniPage() {
  const { t } = useLingui()
  return (
    <PageShell>
      <p>
        <ContentText text={ALUMNI_INTRO} />
      </p>
      <AlumniTable rows={ALUMNI} caption={t`Our alumni`} />
    </PageShell>
  )
}
