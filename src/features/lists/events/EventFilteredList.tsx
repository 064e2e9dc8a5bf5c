import { getRouteApi } from '@tanstack/react-router'
import type { SchoolEvent } from '@/api/event.schema'
import { DatedFilteredList } from '@/features/lists/DatedFilteredList'
import { EventCard } from './EventCard'

const routeApi = getRouteApi('/Events')

const dateOf = (event: SchoolEvent) => event.date

/** Events' filters, Total Count and cards. */
export function EventFilteredList({ events }: { events: SchoolEvent[] }) {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  return (
    <DatedFilteredList
      items={events}
      dateOf={dateOf}
      search={search}
      onSearchChange={(patch, { replace }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
      placeholderTitle="Event Title"
      emptyMessage="No events match the selected year, month and search."
      listLabel="Events"
      renderItem={(event) => <EventCard event={event} />}
    />
  )
}
