import { useLingui } from '@lingui/react/macro'
import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import type { SlideSource } from '@/api/responsive-image'

export interface LightboxPhoto {
  src: string
  /** Alt text of the photo. */
  alt: string
  /** Caption title, shown under the photo. */
  title?: string
  description?: string
  width?: number
  height?: number
  /** Copies to choose from by the screen and the zoom (backend photos through the resizer). */
  srcSet?: SlideSource[]
}

interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[]
  /** Index of the open photo, or -1 when closed. */
  index: number
  onClose: () => void
}

/**
 * The one wrapper of yet-another-react-lightbox: zoom and captions, Escape and the close button close it. A photo
 * with a srcSet is shown through the lightbox's own srcSet support: the copy that fits the screen, larger ones only
 * as the visitor zooms in.
 */
export function PhotoLightbox({ photos, index: openIndex, onClose }: PhotoLightboxProps) {
  const { t } = useLingui()
  // The lightbox's own placeholders, kept as they are in every language (it fills them in).
  const index = '{index}'
  const total = '{total}'
  return (
    <Lightbox
      open={openIndex >= 0}
      index={Math.max(openIndex, 0)}
      close={onClose}
      slides={photos.map((photo) => ({
        src: photo.src,
        alt: photo.alt,
        title: photo.title,
        description: photo.description,
        width: photo.width,
        height: photo.height,
        srcSet: photo.srcSet,
      }))}
      plugins={[Zoom, Captions]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      captions={{ descriptionTextAlign: 'center' }}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Close: t`Close photo viewer`,
        Previous: t`Previous`,
        Next: t`Next`,
        'Zoom in': t`Zoom in`,
        'Zoom out': t`Zoom out`,
        Lightbox: t`Lightbox`,
        'Photo gallery': t`Photo gallery`,
        Carousel: t`Carousel`,
        Slide: t`Slide`,
        '{index} of {total}': t`${index} of ${total}`,
        Caption: t`Caption`,
        'Show captions': t`Show captions`,
        'Hide captions': t`Hide captions`,
      }}
    />
  )
}
