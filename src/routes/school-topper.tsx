import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { TopperHub } from '@/features/toppers/TopperHub'

export const Route = createFileRoute('/school-topper')({
  staticData: { title: 'School Toppers', section: 'Results' },
  loader: () =>
    pagePreview(`The toppers of ${SCHOOL_NAME}: ICSE (class X), ISC (class XII) and every class, year by year.`),
  head: routeHead,
  component: SchoolTopperPage,
})

function SchoolTopperPage() {
  return (
    <PageShell>
      <TopperHub />
    </PageShell>
  )
}
