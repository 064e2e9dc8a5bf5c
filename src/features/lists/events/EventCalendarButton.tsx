import type { SchoolEvent } from '@/api/event.schema'
import { calendarDateOf, icsFileName } from '@/shared/ics'
import { saveCalendar } from './save-calendar'

/**
 * "Add to calendar": downloads the event as an .ics file (RFC 5545), built here on the client. Nothing for an event
 * the calendar file would leave out (a date outside its years): the button would download nothing.
 */
export function EventCalendarButton({ event }: { event: SchoolEvent }) {
  if (calendarDateOf(event.date) === null) return null
  return (
    <button
      type="button"
      className="button list-card__calendar"
      onClick={() => saveCalendar([event], icsFileName(event.title))}
    >
      Add to calendar <span className="visually-hidden">for {event.title}</span>
    </button>
  )
}
