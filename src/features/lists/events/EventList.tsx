import { useQuery } from '@tanstack/react-query'
import { eventsAllQuery } from '@/api/event.queries'
import { QuerySection } from '@/components/ui/QuerySection'
import { EventFilteredList } from './EventFilteredList'

/** Events: the year, month and title filters over every event, with its loading and error states. */
export function EventList() {
  const query = useQuery(eventsAllQuery())
  return (
    <QuerySection query={query} label="the events">
      {(events) => <EventFilteredList events={events} />}
    </QuerySection>
  )
}
