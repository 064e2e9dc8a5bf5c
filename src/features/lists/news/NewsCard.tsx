import { Trans } from '@lingui/react/macro'
import { firstFileUrl } from '@/api/image-url'
import type { News } from '@/api/news.schema'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { NewBadge } from '@/components/ui/NewBadge'
import { ShareControl } from '@/components/ui/ShareControl'
import { useLang } from '@/components/layout/use-lang'
import { isoDateOf, monthLabel, parseDate } from '@/selectors/dates'
import { anchoredNews } from '@/selectors/item-anchor'
import { itemSharePath } from '@/selectors/share-url'
import { AttachmentIcon } from '@/features/lists/AttachmentIcon'
import '@/features/lists/lists.css'

/**
 * A news item: day and month of its fromDate, "New" since the last visit, title, description, attachment, Share (to
 * `anchor`, the item's anchor in its list).
 */
export function NewsCard({ news, anchor }: { news: News; anchor?: string }) {
  const lang = useLang()
  const date = parseDate(news.fromDate)
  const attachment = firstFileUrl(news.attachments)
  const title = news.title
  return (
    <article className="list-card news-card">
      {date ? (
        <time className="news-card__date" dateTime={isoDateOf(date)}>
          <span className="news-card__day">{String(date.day).padStart(2, '0')}</span>
          <span className="news-card__month">{monthLabel(date.month, lang)}</span>
          <span className="news-card__year">{date.year}</span>
        </time>
      ) : (
        <span className="news-card__date news-card__date--none">
          <Trans>No date</Trans>
        </span>
      )}
      <div className="list-card__body">
        <NewBadge date={news.fromDate} />
        <h2 className="list-card__title">{news.title}</h2>
        {news.description ? <p className="list-card__text">{news.description}</p> : null}
        <div className="list-card__actions">
          {attachment ? (
            <ExternalLink href={attachment} className="list-card__attachment">
              <AttachmentIcon />
              <Trans>
                Attachment <span className="visually-hidden">for {title}</span>
              </Trans>
            </ExternalLink>
          ) : null}
          <ShareControl title={news.title} path={itemSharePath('news', anchoredNews(news), anchor)} />
        </div>
      </div>
    </article>
  )
}
