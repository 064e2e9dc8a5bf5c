import type { StaticPhoto } from '../../content/static-page.types'
import './static-pages.css'

/** One shipped photo with an optional caption; lazy unless it is at the top of the page. */
export function StaticFigure({ photo, eager = false }: { photo: StaticPhoto; eager?: boolean }) {
  return (
    <figure className="static-figure">
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
    </figure>
  )
}
