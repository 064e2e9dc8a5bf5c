import { Trans } from '@lingui/react/macro'
import type { SchoolEvent } from '@/api/event.schema'
import { useServerFeeds } from '@/components/ui/html-data'
import { config } from '@/config/env'
import { EVENTS_CALENDAR_PATH } from '@/config/page-markers'
import type { ListView } from '@/features/lists/list-page'
import { parseDate } from '@/selectors/dates'
import { eventsCalendarFileName } from '@/shared/ics'
import { useLang } from '@/components/layout/use-lang'
import { publicPathOf } from '@/config/languages'
import { saveCalendar } from './save-calendar'

/**
 * "Add these events to my calendar": one .ics file with every dated event the filters show (all of them, not only
 * the cards on screen), named after the filters. Shown only when at least one of them has a date. On a site the
 * optional server serves, also "Subscribe to the school calendar": a `webcal://` link to all its events, which a
 * phone's calendar keeps up to date by itself (the calendar of the page's language: its fixed words in it).
 */
export function EventsCalendarButton({ view, month }: { view: ListView<SchoolEvent>; month: number | undefined }) {
  const subscribe = useServerFeeds()
  const lang = useLang()
  const dated = view.items.some((event) => parseDate(event.date) !== null)
  if (!dated && !subscribe) return null
  return (
    <p className="list-page__actions">
      {dated && (
        <button
          type="button"
          className="button"
          onClick={() => saveCalendar(view.items, eventsCalendarFileName(view.year, month), lang)}
        >
          <Trans>Add these events to my calendar</Trans>
        </button>
      )}
      {subscribe && (
        <a
          className="button"
          href={`webcal://${new URL(config.siteUrl).host}${publicPathOf(EVENTS_CALENDAR_PATH, lang)}`}
        >
          <Trans>Subscribe to the school calendar</Trans>
        </a>
      )}
    </p>
  )
}
