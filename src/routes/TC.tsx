import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'
import { TcForm } from './-components/TcForm'
import { TcSamplePdf } from './-components/TcSamplePdf'

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
