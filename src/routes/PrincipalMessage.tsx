import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { PrincipalMessageView } from '@/features/principal-message/PrincipalMessageView'
import { prefetchFirstCalls } from '@/first-visit/page-first-calls'

export const Route = createFileRoute('/PrincipalMessage')({
  loader: ({ context }) => prefetchFirstCalls(context.queryClient, '/PrincipalMessage'),
  head: () => pageHead('/PrincipalMessage'),
  component: PrincipalMessagePage,
})

function PrincipalMessagePage() {
  return (
    <PageShell path="/PrincipalMessage">
      <PrincipalMessageView />
    </PageShell>
  )
}
