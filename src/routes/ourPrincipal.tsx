import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { SCHOOL_NAME } from '@/config/site'
import { PRINCIPALS } from '@/content/principals'
import { PrincipalHistoryList } from '@/features/static-pages/PrincipalHistoryList'

export const Route = createFileRoute('/ourPrincipal')({
  staticData: { title: 'Our Principals', section: 'School' },
  loader: () =>
    pagePreview(
      `The principals who have led ${SCHOOL_NAME} since ${PRINCIPALS.at(-1)?.fromDate.slice(0, 4)}, with the years of each.`,
    ),
  head: routeHead,
  component: OurPrincipalsPage,
})

function OurPrincipalsPage() {
  return (
    <PageShell>
      <PrincipalHistoryList principals={PRINCIPALS} />
    </PageShell>
  )
}
