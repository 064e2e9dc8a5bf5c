import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { PRINCIPALS } from '@/content/principals'
import { PrincipalHistoryList } from '@/features/static-pages/PrincipalHistoryList'

export const Route = createFileRoute('/ourPrincipal')({
  head: () => pageHead('/ourPrincipal'),
  component: OurPrincipalsPage,
})

function OurPrincipalsPage() {
  return (
    <PageShell path="/ourPrincipal">
      <PrincipalHistoryList principals={PRINCIPALS} />
    </PageShell>
  )
}
