import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { TopperHub } from '@/features/toppers/TopperHub'

export const Route = createFileRoute('/school-topper')({
  head: () => pageHead('/school-topper'),
  component: SchoolTopperPage,
})

function SchoolTopperPage() {
  return (
    <PageShell path="/school-topper">
      <TopperHub />
    </PageShell>
  )
}
