import { useState } from 'react'
import { PhotoLightbox, type LightboxPhoto } from './PhotoLightbox'

interface PhotoGridProps {
  photos: readonly LightboxPhoto[]
  /** Accessible name of the grid, e.g. "Photos of Annual Day". */
  label: string
  /** Thumbnail box size (the image keeps this box while it loads, so nothing jumps). */
  thumbWidth?: number
  thumbHeight?: number
}

/** A grid of photo thumbnails; each opens the lightbox at that photo. */
export function PhotoGrid({ photos, label, thumbWidth = 320, thumbHeight = 240 }: PhotoGridProps) {
  const [openIndex, setOpenIndex] = useState(-1)
  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={`${photo.src}-${index}`}>
            <button type="button" className="photo-grid__button" onClick={() => setOpenIndex(index)}>
              <img
                src={photo.src}
                alt={photo.alt}
                width={thumbWidth}
                height={thumbHeight}
                loading="lazy"
                decoding="async"
              />
              <span className="visually-hidden"> (open larger)</span>
            </button>
            {photo.title ? <p className="photo-grid__caption">{photo.title}</p> : null}
          </li>
        ))}
      </ul>
      <PhotoLightbox photos={photos} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </>
  )
}
