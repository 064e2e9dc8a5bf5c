import { imageSources } from '@/api/responsive-image'
import { useImageLoading } from './LeadImage'
import { usePhotosWithheld } from './photos-on-request'

export interface BackendImageProps {
  /** The photo's URL, already through mediaUrl (src/api/image-url.ts). */
  src: string
  alt: string
  /** The box the image keeps while it loads (its aspect ratio): nothing jumps. */
  width: number
  height: number
  /**
   * How wide the image is shown, as the `sizes` attribute says it (e.g. `(min-width: 992px) 30vw, 100vw`): the
   * browser picks the resized copy from this and the screen's pixel ratio.
   */
  sizes: string
  className?: string
  /** By default lazy, or the lead image's (eager, high priority) inside LeadImage (LeadImage.tsx). */
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  /** The largest copy worth offering (a small portrait never needs 1920 pixels). */
  maxWidth?: number
  /** Called with the image once it has loaded (its natural size tells its shape). */
  onLoad?: (image: HTMLImageElement) => void
  /**
   * Not wanted yet (a carousel slide the visitor has not reached): the same empty box as under Save-Data, and no
   * request, until it turns false. The browser's loading="lazy" is not enough there: Chromium fetches a lazy image
   * up to 1,250 px outside the viewport, or outside a carousel's window, so every slide's photo loads at once.
   */
  held?: boolean
}

/**
 * The one way a backend photo reaches the page: offered through the image resizer at the widths it is
 * shown, lazy below the first screen, its box reserved, and under Save-Data held back (an empty box of the same
 * size) until the visitor asks for photos.
 */
export function BackendImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  loading,
  fetchPriority,
  maxWidth,
  onLoad,
  held = false,
}: BackendImageProps) {
  const withheld = usePhotosWithheld()
  const byPlace = useImageLoading()
  if (withheld || held) {
    return (
      <span
        className={`${className ?? ''} backend-image--withheld`.trim()}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    )
  }
  const sources = imageSources(src, width, { maxWidth })
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? byPlace.loading}
      fetchPriority={fetchPriority ?? byPlace.fetchPriority}
      decoding="async"
      onLoad={onLoad ? (event) => onLoad(event.currentTarget) : undefined}
    />
  )
}
