import { eventsAllQuery } from '@/api/event.queries'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/config/page-head'
import { EVENTS_PAGE } from '@/features/lists/events/events-page'
import { datedListSearchSchema, searchValidator } from '@/features/lists/list-search-params'
import { ListPage } from '@/features/lists/ListPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/Events')({
  validateSearch: searchValidator(datedListSearchSchema),
  loader: ({ context }) => prefetch(context.queryClient, eventsAllQuery()),
  head: () => pageHead('/Events'),
  component: EventsPage,
})

function EventsPage() {
  return <ListPage page={EVENTS_PAGE} />
}
