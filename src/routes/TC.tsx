import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { TcForm } from '@/features/tc/TcForm'
import { TcSamplePdf } from '@/features/tc/TcSamplePdf'

export const Route = createFileRoute('/TC')({
  staticData: { title: 'Transfer Certificate', section: 'Parents' },
  loader: () =>
    pagePreview(
      `Request the Transfer Certificate of a student of ${SCHOOL_NAME} online and download it, with a sample of the certificate.`,
    ),
  head: routeHead,
  component: TCPage,
})

function TCPage() {
  return (
    <PageShell>
      <div className="tc-page">
        <TcForm />
        <TcSamplePdf />
      </div>
    </PageShell>
  )
}
