import { Trans } from '@lingui/react/macro'
import { safeLinkUrl } from '@/api/image-url'
import type { Video } from '@/api/video.schema'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { formatDdMmYyyy, isoDateOf, parseDate } from '@/selectors/dates'
import '@/features/lists/lists.css'

/** A video: title, date and a link that opens the video in a new tab; an unsafe URL renders no live link. */
export function VideoCard({ video }: { video: Video }) {
  const href = safeLinkUrl(video.videoUrl)
  const date = parseDate(video.date)
  const title = video.title
  return (
    <article className="list-card list-card--photo video-card">
      <h2 className="list-card__title">{video.title}</h2>
      <div className="video-card__screen" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.85" />
          <path d="M10 8l6 4-6 4z" fill="#fff" />
        </svg>
      </div>
      <div className="list-card__body">
        {date ? (
          <p className="list-card__meta">
            <time dateTime={isoDateOf(date)}>{formatDdMmYyyy(video.date)}</time>
          </p>
        ) : null}
        {href ? (
          <ExternalLink href={href} className="button list-card__action">
            <Trans>
              Watch video <span className="visually-hidden">of {title}</span>
            </Trans>
          </ExternalLink>
        ) : (
          <p className="list-card__unavailable">
            <Trans>This video link is not available.</Trans>
          </p>
        )}
      </div>
    </article>
  )
}
