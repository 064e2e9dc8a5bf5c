import { eventsAllQuery } from '@/api/event.queries'
import { createFileRoute } from '@tanstack/react-router'
import { pageHeadWithPreview } from '@/config/page-head'
import type { PagePreview } from '@/config/share-preview'
import { EVENTS_PAGE } from '@/features/lists/events/events-page'
import { datedListSearchSchema, searchValidator, type DatedListSearch } from '@/features/lists/list-search-params'
import { ListPage } from '@/features/lists/ListPage'
import { prefetch } from '@/api/prefetch'

export const Route = createFileRoute('/Events')({
  validateSearch: searchValidator(datedListSearchSchema),
  // Typed here: inferred, it would make the route's type depend on itself (the list page reads this route's search).
  loaderDeps: ({ search }: { search: DatedListSearch }) => ({ item: search.item }),
  // A shared event's link names it (`?item=`): rendered with the list (the optional server, which WhatsApp's crawler
  // reads), the page previews as that event (item-preview.ts, loaded only then). In the browser nothing waits.
  loader: async ({ context, deps }): Promise<PagePreview | undefined> => {
    const events = eventsAllQuery()
    await prefetch(context.queryClient, events)
    const saved = context.queryClient.getQueryData(events.queryKey)
    if (!deps.item || saved === undefined) return undefined
    const { eventPreview } = await import('@/features/lists/item-preview')
    return eventPreview(saved, deps.item)
  },
  head: pageHeadWithPreview('/Events'),
  component: EventsPage,
})

function EventsPage() {
  return <ListPage page={EVENTS_PAGE} />
}
