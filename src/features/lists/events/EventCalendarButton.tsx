import { Trans } from '@lingui/react/macro'
import type { SchoolEvent } from '@/api/event.schema'
import { calendarDateOf, icsFileName } from '@/shared/ics'
import { useLang } from '@/components/layout/use-lang'
import { saveCalendar } from './save-calendar'

/**
 * "Add to calendar": downloads the event as an .ics file (RFC 5545), built here on the client. Nothing for an event
 * the calendar file would leave out (a date outside its years): the button would download nothing.
 */
export function EventCalendarButton({ event }: { event: SchoolEvent }) {
  const lang = useLang()
  if (calendarDateOf(event.date) === null) return null
  const title = event.title
  return (
    <button
      type="button"
      className="button list-card__calendar"
      onClick={() => saveCalendar([event], icsFileName(event.title), lang)}
    >
      <Trans>
        Add to calendar <span className="visually-hidden">for {title}</span>
      </Trans>
    </button>
  )
}
