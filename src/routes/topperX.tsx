import { toppersQuery } from '@/api/topper.queries'
import { createFileRoute } from '@tanstack/react-router'
import { TOPPER_CLASSES } from '@/api/topper.schema'
import { routeHead } from '@/config/page-head'
import { PAGE_SEARCH } from '@/shared/page-search'
import { TopperPage } from '@/features/toppers/TopperPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/topperX')({
  staticData: { title: 'ICSE Toppers', section: 'Results', notifyTopic: 'results' },
  validateSearch: PAGE_SEARCH.topper,
  loader: ({ context }) => prefetch(context.queryClient, toppersQuery()),
  head: routeHead,
  component: TopperXPage,
})

function TopperXPage() {
  return <TopperPage route={Route.fullPath} topperClass={TOPPER_CLASSES.icse} />
}
