import type { SchoolEvent } from '@/api/event.schema'
import type { ListView } from '@/features/lists/list-page'
import { parseDate } from '@/selectors/dates'
import { eventsCalendarFileName } from './ics'
import { saveCalendar } from './save-calendar'

/**
 * "Add these events to my calendar": one .ics file with every dated event the filters show (all of them, not only
 * the cards on screen), named after the filters. Shown only when at least one of them has a date.
 */
export function EventsCalendarButton({ view, month }: { view: ListView<SchoolEvent>; month: number | undefined }) {
  if (!view.items.some((event) => parseDate(event.date) !== null)) return null
  return (
    <p className="list-page__actions">
      <button
        type="button"
        className="button"
        onClick={() => saveCalendar(view.items, eventsCalendarFileName(view.year, month))}
      >
        Add these events to my calendar
      </button>
    </p>
  )
}
