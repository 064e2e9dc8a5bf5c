import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { LABORATORIES, LABORATORY_INTRO } from '@/content/laboratory'
import { LabTabs } from '@/features/static-pages/LabTabs'
import { ContentText } from '@/components/ui/ContentText'

export const Route = createFileRoute('/laboratory')({
  staticData: { title: 'Laboratory', section: 'Facilities' },
  loader: () => pagePreview(LABORATORY_INTRO.join(' '), LABORATORIES[0]?.photos[0]),
  head: routeHead,
  component: LaboratoryPage,
})

function LaboratoryPage() {
  return (
    <PageShell>
      {LABORATORY_INTRO.map((paragraph) => (
        <p key={paragraph}>
          <ContentText text={paragraph} />
        </p>
      ))}
      <LabTabs labs={LABORATORIES} />
    </PageShell>
  )
}
