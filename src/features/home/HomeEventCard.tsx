import { Link } from '@tanstack/react-router'
import type { SchoolEvent } from '@/api/event.schema'
import { firstMediaUrl } from '@/api/image-url'
import { BackendImage } from '@/components/ui/BackendImage'
import { NewBadge } from '@/components/ui/NewBadge'
import { HOME_EVENT_IMAGE_SIZES } from '@/shared/image-sizes'
import { formatDdMmYyyy, parseDate, isoDateOf } from '@/selectors/dates'

interface HomeEventCardProps {
  event: SchoolEvent
  /** The carousel has brought the card near (on screen or next): its photo may load. */
  near: boolean
}

/** One event of the home carousel: picture, title (linking to /Events), date, time, venue and description. */
export function HomeEventCard({ event, near }: HomeEventCardProps) {
  const image = firstMediaUrl(event.images)
  const date = parseDate(event.date)
  const dateText = formatDdMmYyyy(event.date)
  return (
    <article className="card home-event">
      {image ? (
        <BackendImage
          className="home-event__image"
          src={image}
          alt=""
          width={400}
          height={240}
          sizes={HOME_EVENT_IMAGE_SIZES}
          held={!near}
        />
      ) : (
        <div className="home-event__image home-event__image--none" aria-hidden="true" />
      )}
      <NewBadge date={event.date} />
      <h3 className="home-event__title">
        <Link to="/Events">{event.title}</Link>
      </h3>
      <p className="home-event__meta">
        {date && dateText ? <time dateTime={isoDateOf(date)}>{dateText}</time> : null}
        {event.time ? <span>{event.time}</span> : null}
        {event.venue ? <span>{event.venue}</span> : null}
      </p>
      {event.description ? <p className="home-event__description">{event.description}</p> : null}
    </article>
  )
}
