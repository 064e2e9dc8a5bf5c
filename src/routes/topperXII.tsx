import { toppersQuery } from '@/api/topper.queries'
import { createFileRoute } from '@tanstack/react-router'
import { TOPPER_CLASSES } from '@/api/topper.schema'
import { routeHead } from '@/config/page-head'
import { searchValidator } from '@/shared/list-search-params'
import { topperSearchSchema } from '@/shared/topper-search'
import { TopperPage } from '@/features/toppers/TopperPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/topperXII')({
  staticData: { title: 'ISC Toppers', section: 'Results', firstCalls: ['toppers'], notifyTopic: 'results' },
  validateSearch: searchValidator(topperSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, toppersQuery()),
  head: routeHead,
  component: TopperXIIPage,
})

function TopperXIIPage() {
  return <TopperPage route={Route.fullPath} topperClass={TOPPER_CLASSES.isc} />
}
