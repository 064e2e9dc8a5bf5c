import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { SchoolEvent } from '@/api/event.schema'
import { eventsAllQuery } from '@/api/event.queries'
import { datedListFilters } from '@/features/lists/dated-list-filters'
import { EmptyState } from '@/features/lists/EmptyState'
import type { ListPageDescription } from '@/features/lists/list-page'
import { eventStructuredData } from '@/features/lists/item-structured-data'
import { listRoute } from '@/features/lists/use-list-search'
import type { DatedListSearch } from '@/shared/list-search-params'
import { listAnchors } from '@/selectors/item-anchor'
import { EventCard } from './EventCard'
import { EventsCalendarButton } from './EventsCalendarButton'

/** The date Events files an event under. */
const eventDate = (event: SchoolEvent) => event.date

/**
 * Events: year (default this year), month and title search on the event's date; Total Count; "Add these events to
 * my calendar"; event cards.
 */
export const EVENTS_PAGE: ListPageDescription<SchoolEvent, DatedListSearch> = {
  ...listRoute('/Events'),
  query: eventsAllQuery,
  queryLabel: msg`the events`,
  filters: datedListFilters(eventDate),
  recordDate: eventDate,
  searchBox: { label: msg`Search by title`, placeholder: msg`Event Title` },
  countLabel: msg`Total Count`,
  noun: msg`events`,
  listLabel: () => msg`Events`,
  listClassName: 'list-grid',
  keyOf: (event) => event._id ?? event.title,
  renderCard: (event, _view, anchor) => <EventCard event={event} anchor={anchor} />,
  anchorsOf: (records) => listAnchors('event', records, (event) => event),
  structuredDataOf: eventStructuredData,
  renderListActions: (view, search) => <EventsCalendarButton view={view} month={search.month} />,
  renderEmpty: () => (
    <EmptyState
      title={<Trans>Event Title</Trans>}
      message={<Trans>No events match the selected year, month and search.</Trans>}
    />
  ),
}
