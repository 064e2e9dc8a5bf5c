import type { SchoolEvent } from '@/api/event.schema'
import { buildEventIcs, ICS_MIME_TYPE, icsFileName } from './ics'

/** How long the download's object URL lives: long enough for the browser to start the download. */
const OBJECT_URL_LIFETIME_MS = 10_000

/** "Add to calendar": downloads the event as an .ics file (RFC 5545), built here on the client. */
export function EventCalendarButton({ event }: { event: SchoolEvent }) {
  function download() {
    const ics = buildEventIcs(
      {
        id: event._id,
        title: event.title,
        description: event.description,
        date: event.date,
        time: event.time,
        venue: event.venue,
      },
      new Date(),
      window.location.hostname || 'localhost',
    )
    if (ics === null) return
    const url = URL.createObjectURL(new Blob([ics], { type: ICS_MIME_TYPE }))
    const link = document.createElement('a')
    link.href = url
    link.download = icsFileName(event.title)
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS)
  }
  return (
    <button type="button" className="button list-card__calendar" onClick={download}>
      Add to calendar <span className="visually-hidden">for {event.title}</span>
    </button>
  )
}
