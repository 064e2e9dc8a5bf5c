import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { TcForm } from '@/features/tc/TcForm'
import { TcSamplePdf } from '@/features/tc/TcSamplePdf'

export const Route = createFileRoute('/TC')({
  head: () => pageHead('/TC'),
  component: TCPage,
})

function TCPage() {
  return (
    <PageShell path="/TC">
      <div className="tc-page">
        <TcForm />
        <TcSamplePdf />
      </div>
    </PageShell>
  )
}
