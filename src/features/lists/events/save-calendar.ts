import type { SchoolEvent } from '@/api/event.schema'
import { saveBlob } from '@/components/ui/save-blob'
import type { Lang } from '@/config/languages'
import { buildCalendarIcs, calendarEventOf, ICS_MIME_TYPE } from '@/shared/ics'

/**
 * Builds the .ics file of `events` (the dated ones) and saves it as `fileName`; false when none is dated.
 * The UIDs' domain is the site's host, so a second download of the same event updates it in the calendar.
 */
export function saveCalendar(events: readonly SchoolEvent[], fileName: string, lang: Lang): boolean {
  const ics = buildCalendarIcs(events.map(calendarEventOf), new Date(), window.location.hostname || 'localhost', lang)
  if (ics === null) return false
  saveBlob(new Blob([ics], { type: ICS_MIME_TYPE }), fileName)
  return true
}
