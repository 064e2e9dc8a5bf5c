import { Trans, useLingui } from '@lingui/react/macro'
import type { SchoolEvent } from '@/api/event.schema'
import { firstFileUrl, firstMediaUrl } from '@/api/image-url'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { NewBadge } from '@/components/ui/NewBadge'
import { ShareControl } from '@/components/ui/ShareControl'
import { useLang } from '@/components/layout/use-lang'
import { formatShortDate, isoDateOf, parseDate } from '@/selectors/dates'
import { itemSharePath } from '@/selectors/share-url'
import { EventCalendarButton } from './EventCalendarButton'
import { AttachmentIcon } from '@/features/lists/AttachmentIcon'
import { CardImage } from '@/features/lists/CardImage'
import '@/features/lists/lists.css'

/**
 * An event: title, image, attachment clip, description, time, date and venue, "Add to calendar" when dated, Share (to
 * `anchor`, the event's anchor in its list).
 */
export function EventCard({ event, anchor }: { event: SchoolEvent; anchor?: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const date = parseDate(event.date)
  const attachment = firstFileUrl(event.attachments)
  const title = event.title
  return (
    <article className="list-card list-card--photo">
      <h2 className="list-card__title">{event.title}</h2>
      <CardImage src={firstMediaUrl(event.images)} />
      <div className="list-card__body">
        <NewBadge date={event.date} />
        {event.description ? <p className="list-card__text">{event.description}</p> : null}
        <dl className="list-card__facts">
          {event.time ? (
            <div>
              <dt>
                <Trans>Time</Trans>
              </dt>
              <dd>{event.time}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>
              {date ? <time dateTime={isoDateOf(date)}>{formatShortDate(event.date, lang)}</time> : t`To be announced`}
            </dd>
          </div>
          {event.venue ? (
            <div>
              <dt>
                <Trans>Venue</Trans>
              </dt>
              <dd>{event.venue}</dd>
            </div>
          ) : null}
        </dl>
        <div className="list-card__actions">
          {attachment ? (
            <ExternalLink href={attachment} className="list-card__attachment">
              <AttachmentIcon />
              <Trans>
                Attachment <span className="visually-hidden">for {title}</span>
              </Trans>
            </ExternalLink>
          ) : null}
          {date ? <EventCalendarButton event={event} /> : null}
          <ShareControl title={event.title} path={itemSharePath('event', event, anchor)} />
        </div>
      </div>
    </article>
  )
}
