import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/FullAttendance')({
  head: () => pageHead('/FullAttendance'),
  component: FullAttendancePage,
})

function FullAttendancePage() {
  return (
    <PageShell path="/FullAttendance">
      <ContentPending />
    </PageShell>
  )
}
