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
  const urls = item.attachments.map(mediaUrl).filter((url): url is string => url !== undefined)
  const photos: LightboxPhoto[] = urls.map((src, index) => ({
    src,
    alt: `${item.title}: photo ${index + 1} of ${urls.length}`,
    // A caption in the lightbox only: under every thumbnail the same title would just repeat.
    description: `${item.title} (${index + 1} of ${urls.length})`,
  }))
  const date = formatDdMmYyyy(item.date) ?? 'Not given'
  return (
    <article className="sub-gallery__detail">
      <dl className="sub-gallery__facts">
        <div>
          <dt>Event Date</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Updated On</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Total Photos</dt>
          <dd>{photos.length}</dd>
        </div>
      </dl>
      <h2 className="sub-gallery__title">{item.title}</h2>
      <ShareControl title={item.title} path={albumSharePath(item._id)} />
      {item.description ? <p className="sub-gallery__description">{item.description}</p> : null}
      {photos.length > 0 ? (
        <PhotoGrid photos={photos} from="backend" label={`Photos of ${item.title}`} />
      ) : (
        <p role="status">No photos have been added to this gallery yet.</p>
      )}
    </article>
  )
}
