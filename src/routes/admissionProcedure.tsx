import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/admissionProcedure')({
  head: () => pageHead('/admissionProcedure'),
  component: AdmissionProcedurePage,
})

function AdmissionProcedurePage() {
  return (
    <PageShell path="/admissionProcedure">
      <ContentPending />
    </PageShell>
  )
}
