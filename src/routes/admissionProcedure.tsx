import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { ADMISSION_PAGE } from '@/content/admission-procedure'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/admissionProcedure')({
  staticData: { title: 'Admission Procedure', section: 'School' },
  loader: () => pagePreview(leadTextOf(ADMISSION_PAGE)),
  head: routeHead,
  component: AdmissionProcedurePage,
})

function AdmissionProcedurePage() {
  return (
    <PageShell>
      <StaticTextPage page={ADMISSION_PAGE} />
    </PageShell>
  )
}
