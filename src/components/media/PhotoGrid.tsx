import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_PHOTO_ASPECT, lightboxSources } from '@/api/responsive-image'
import { BackendImage } from '@/components/ui/BackendImage'
import { PHOTO_GRID_IMAGE_SIZES } from '@/shared/image-sizes'
import { StaticImage } from '@/components/ui/StaticImage'
import { PhotoLightbox, type LightboxPhoto } from './PhotoLightbox'

/**
 * The first thumbnails are on the first screen (two rows of two on a phone): they load at once, the first one first
 * (it is the page's largest paint); lazy loading would hold them until layout, and the page would paint later.
 */
const FIRST_SCREEN_THUMBNAILS = 4

function firstScreenLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' }
  return { loading: index < FIRST_SCREEN_THUMBNAILS ? 'eager' : 'lazy' }
}

interface PhotoGridProps {
  photos: readonly LightboxPhoto[]
  /**
   * Where the photos come from: the backend (shown through BackendImage and the image resizer) or the site itself
   * (the school's own photos, whose copies the build made: each photo's `srcSet`).
   */
  from: 'backend' | 'site'
  /** Accessible name of the grid, e.g. "Photos of Annual Day". */
  label: string
  /** Thumbnail box size (the image keeps this box while it loads, so nothing jumps). */
  thumbWidth?: number
  thumbHeight?: number
}

/**
 * A grid of photo thumbnails; each opens the lightbox at that photo. For backend photos with an image resizer, the
 * lightbox gets resized copies and the original as the largest (lightboxSources); a loaded thumbnail tells it the
 * photo's shape (width / height), so it picks the right copy before the photo itself arrives.
 */
export function PhotoGrid({ photos, from, label, thumbWidth = 320, thumbHeight = 240 }: PhotoGridProps) {
  const { t } = useLingui()
  const [openIndex, setOpenIndex] = useState(-1)
  const [aspects, setAspects] = useState<ReadonlyMap<string, number>>(new Map())
  const rememberAspect = (src: string) => (image: HTMLImageElement) => {
    if (image.naturalWidth <= 0 || image.naturalHeight <= 0) return
    const aspect = image.naturalWidth / image.naturalHeight
    setAspects((known) => (known.get(src) === aspect ? known : new Map(known).set(src, aspect)))
  }
  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={`${photo.src}-${index}`}>
            <button type="button" className="photo-grid__button" onClick={() => setOpenIndex(index)}>
              {from === 'backend' ? (
                <BackendImage
                  className="photo-grid__image"
                  src={photo.src}
                  alt={photo.alt}
                  width={thumbWidth}
                  height={thumbHeight}
                  sizes={PHOTO_GRID_IMAGE_SIZES}
                  {...firstScreenLoading(index)}
                  onLoad={rememberAspect(photo.src)}
                />
              ) : (
                <StaticImage
                  className="photo-grid__image"
                  source={{
                    src: photo.src,
                    srcSet: photo.srcSet?.map((copy) => `${copy.src} ${copy.width}w`).join(', '),
                  }}
                  sizes={PHOTO_GRID_IMAGE_SIZES}
                  alt={photo.alt}
                  width={thumbWidth}
                  height={thumbHeight}
                />
              )}
              <span className="visually-hidden"> {t`(open larger)`}</span>
            </button>
            {photo.title ? <p className="photo-grid__caption">{photo.title}</p> : null}
          </li>
        ))}
      </ul>
      <PhotoLightbox
        photos={
          from === 'backend'
            ? photos.map((photo) => ({
                ...photo,
                srcSet: lightboxSources(photo.src, aspects.get(photo.src) ?? DEFAULT_PHOTO_ASPECT),
              }))
            : photos
        }
        index={openIndex}
        onClose={() => setOpenIndex(-1)}
      />
    </>
  )
}
