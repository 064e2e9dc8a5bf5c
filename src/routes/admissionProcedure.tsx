import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ADMISSION_PAGE } from '@/content/admission-procedure'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/admissionProcedure')({
  head: () => pageHead('/admissionProcedure'),
  component: AdmissionProcedurePage,
})

function AdmissionProcedurePage() {
  return (
    <PageShell path="/admissionProcedure">
      <StaticTextPage page={ADMISSION_PAGE} />
    </PageShell>
  )
}
