import { Plural } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { GalleryItem } from '@/api/gallery.schema'
import { firstMediaUrl, mediaUrl } from '@/api/image-url'
import { NewBadge } from '@/components/ui/NewBadge'
import { formatDdMmYyyy, isoDateOf, parseDate } from '@/selectors/dates'
import { CardImage } from '@/features/lists/CardImage'
import '@/features/lists/lists.css'

/** A gallery category: title (the link to its photos), cover image, description, date and image count. */
export function GalleryCard({ item }: { item: GalleryItem }) {
  const date = parseDate(item.date)
  const photoCount = item.attachments.filter((path) => mediaUrl(path) !== undefined).length
  return (
    <article className="list-card list-card--linked list-card--photo">
      <h2 className="list-card__title">
        <Link to="/SubGallery" search={{ id: item._id }} className="list-card__link">
          {item.title}
        </Link>
      </h2>
      <CardImage src={firstMediaUrl(item.attachments)} />
      <div className="list-card__body">
        <NewBadge date={item.date} />
        {item.description ? <p className="list-card__text">{item.description}</p> : null}
        <p className="list-card__meta">
          {date ? <time dateTime={isoDateOf(date)}>{formatDdMmYyyy(item.date)}</time> : null}
          <span>
            <Plural value={photoCount} one="# photo" other="# photos" />
          </span>
        </p>
      </div>
    </article>
  )
}
