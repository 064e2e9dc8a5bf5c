import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { firstFileUrl, firstMediaUrl, safeLinkUrl } from '@/api/image-url'
import type { Notification } from '@/api/notification.schema'
import { useLang } from '@/components/layout/use-lang'
import { BackendImage } from '@/components/ui/BackendImage'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { hrefIn } from '@/config/languages'
import { NOTIFICATION_IMAGE_SIZES } from '@/shared/image-sizes'

interface HomeNotificationSlideProps {
  notification: Notification
  /** The first slide's image loads at once; the others lazily. */
  eager: boolean
  /** The popup shows the slide or is moving to it: its image may load. */
  near: boolean
  /** Called before following a link inside the site (the popup closes and stays closed). */
  onNavigate: () => void
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** One notification: title, image, description, its link button (urlTitle) and its Attachment button. */
export function HomeNotificationSlide({ notification, eager, near, onNavigate }: HomeNotificationSlideProps) {
  const { t } = useLingui()
  const lang = useLang()
  const router = useRouter()
  const image = firstMediaUrl(notification.image)
  const attachment = firstFileUrl(notification.attachments)
  // An unsafe scheme (javascript:, data:, ...) gives no href at all: no live link renders.
  const safeHref = safeLinkUrl(notification.url)
  // A page of the site opens in the page's language (the Hindi page's links lead to Hindi pages).
  const href = safeHref?.startsWith('/') ? hrefIn(safeHref, lang) : safeHref
  const linkLabel = notification.urlTitle?.trim() || t`Read more`

  return (
    <article className="notification-slide">
      <h3 className="notification-slide__title">{notification.title}</h3>
      {image ? (
        <BackendImage
          className="notification-slide__image"
          src={image}
          alt=""
          width={640}
          height={360}
          sizes={NOTIFICATION_IMAGE_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          held={!near}
        />
      ) : null}
      {notification.description ? <p className="notification-slide__description">{notification.description}</p> : null}
      <div className="notification-slide__actions">
        {href === undefined ? null : href.startsWith('/') ? (
          <a
            className="button button--accent"
            href={href}
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return
              event.preventDefault()
              onNavigate()
              void router.navigate({ href })
            }}
          >
            {linkLabel}
          </a>
        ) : (
          <ExternalLink className="button button--accent" href={href}>
            {linkLabel}
          </ExternalLink>
        )}
        {attachment ? (
          <ExternalLink className="button" href={attachment}>
            <Trans>Attachment</Trans>
          </ExternalLink>
        ) : null}
      </div>
    </article>
  )
}
