import { principalMessagesQuery } from '@/api/principal-message.queries'
import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { PrincipalMessageView } from '@/features/principal-message/PrincipalMessageView'
import { prefetchFirstCalls } from '@/first-visit/prefetch'

export const Route = createFileRoute('/PrincipalMessage')({
  loader: ({ context }) =>
    prefetchFirstCalls(context.queryClient, '/PrincipalMessage', { principalMessages: principalMessagesQuery }),
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
