import { principalMessagesQuery } from '@/api/principal-message.queries'
import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { PrincipalMessageView } from '@/features/principal-message/PrincipalMessageView'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/PrincipalMessage')({
  staticData: { title: "Principal's Desk", section: 'School', firstCalls: ['principalMessages'] },
  loader: ({ context }) => prefetch(context.queryClient, principalMessagesQuery()),
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
