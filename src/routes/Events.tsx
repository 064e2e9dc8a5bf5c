import { createFileRoute } from '@tanstack/react-router'
import { eventsAllQuery } from '@/api/event.queries'
import { routeHead } from '@/config/page-head'
import { EVENTS_PAGE } from '@/features/lists/events/events-page'
import type { DatedListSearch } from '@/shared/list-search-params'
import { PAGE_SEARCH } from '@/shared/page-search'
import { ListPage } from '@/features/lists/ListPage'
import { sharedItemLoader } from '@/features/lists/shared-item-loader'

export const Route = createFileRoute('/Events')({
  staticData: { title: 'Events', section: 'News & Events', notifyTopic: 'events' },
  validateSearch: PAGE_SEARCH.datedList,
  // Typed here: inferred, it would make the route's type depend on itself (the list page reads this route's search).
  loaderDeps: ({ search }: { search: DatedListSearch }) => ({ item: search.item }),
  // A shared event's link names it (`?item=`): rendered with the list (the optional server, which WhatsApp's
  // crawler reads), the page previews as that event.
  loader: sharedItemLoader('event', eventsAllQuery),
  head: routeHead,
  component: EventsPage,
})

function EventsPage() {
  return <ListPage page={EVENTS_PAGE} />
}
