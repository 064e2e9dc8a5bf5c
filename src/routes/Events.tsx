import { createFileRoute } from '@tanstack/react-router'
import { eventsAllQuery } from '@/api/event.queries'
import { prefetch } from '@/api/prefetch'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { EventList } from '@/features/lists/events/EventList'
import { datedListSearchSchema, lazySearch } from '@/features/lists/list-search-params'

export const Route = createFileRoute('/Events')({
  validateSearch: lazySearch(datedListSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, eventsAllQuery()),
  head: () => pageHead('/Events'),
  component: EventsPage,
})

function EventsPage() {
  return (
    <PageShell path="/Events">
      <EventList />
    </PageShell>
  )
}
