import { principalMessagesQuery } from '@/api/principal-message.queries'
import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { PrincipalMessageView } from '@/features/principal-message/PrincipalMessageView'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/PrincipalMessage')({
  staticData: { title: "Principal's Desk", section: 'School' },
  loader: ({ context }) => prefetch(context.queryClient, principalMessagesQuery()),
  head: routeHead,
  component: PrincipalMessagePage,
})

function PrincipalMessagePage() {
  return (
    <PageShell>
      <PrincipalMessageView />
    </PageShell>
  )
}
