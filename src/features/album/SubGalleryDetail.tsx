import { Trans, useLingui } from '@lingui/react/macro'
import type { GalleryItem } from '@/api/gallery.schema'
import { mediaUrl } from '@/api/image-url'
import { PhotoGrid } from '@/components/media/PhotoGrid'
import type { LightboxPhoto } from '@/components/media/PhotoLightbox'
import { ShareControl } from '@/components/ui/ShareControl'
import { formatDdMmYyyy } from '@/selectors/dates'
import { albumSharePath } from '@/shared/album-address'
import '@/features/lists/lists.css'

/** Event Date and Updated On (both from the item's date), Total Photos, title, Share, description and the photo grid. */
export function SubGalleryDetail({ item }: { item: GalleryItem }) {
  const { t } = useLingui()
  const { title } = item
  const urls = item.attachments.map(mediaUrl).filter((url): url is string => url !== undefined)
  const count = urls.length
  const photos: LightboxPhoto[] = urls.map((src, index) => {
    const number = index + 1
    return {
      src,
      alt: t`${title}: photo ${number} of ${count}`,
      // A caption in the lightbox only: under every thumbnail the same title would just repeat.
      description: t`${title} (${number} of ${count})`,
    }
  })
  const date = formatDdMmYyyy(item.date) ?? t`Not given`
  return (
    <article className="sub-gallery__detail">
      <dl className="sub-gallery__facts">
        <div>
          <dt>
            <Trans>Event Date</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>
            <Trans>Updated On</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total Photos</Trans>
          </dt>
          <dd>{photos.length}</dd>
        </div>
      </dl>
      <h2 className="sub-gallery__title">{item.title}</h2>
      <ShareControl title={item.title} path={albumSharePath(item._id)} />
      {item.description ? <p className="sub-gallery__description">{item.description}</p> : null}
      {photos.length > 0 ? (
        <PhotoGrid photos={photos} from="backend" label={t`Photos of ${title}`} />
      ) : (
        <p role="status">
          <Trans>No photos have been added to this gallery yet.</Trans>
        </p>
      )}
    </article>
  )
}
