import { createFileRoute } from '@tanstack/react-router'
import { prefetch } from '@/api/prefetch'
import { TOPPER_CLASSES } from '@/api/topper.schema'
import { toppersQuery } from '@/api/topper.queries'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { TopperList } from '@/features/toppers/TopperList'
import { lazySearch } from '@/features/lists/list-search-params'
import { topperSearchSchema } from '@/features/toppers/topper-search'

export const Route = createFileRoute('/topperX')({
  validateSearch: lazySearch(topperSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, toppersQuery()),
  head: () => pageHead('/topperX'),
  component: TopperXPage,
})

function TopperXPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageShell path="/topperX">
      <TopperList
        topperClass={TOPPER_CLASSES.icse}
        search={search}
        onSearchChange={(patch, { replace }) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }), replace, resetScroll: false })
        }
      />
    </PageShell>
  )
}
