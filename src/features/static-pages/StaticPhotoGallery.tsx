import { PhotoGrid } from '@/components/media/PhotoGrid'
import type { StaticPhoto } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

interface StaticPhotoGalleryProps {
  photos: readonly StaticPhoto[]
  /** The grid's accessible name, e.g. "Photos of the library". */
  label: string
  /** Visible heading above the grid (h2), if any. */
  heading?: string
}

/** The shipped photos of a static page; each opens in the lightbox, with its caption where it has one. */
export function StaticPhotoGallery({ photos, label, heading }: StaticPhotoGalleryProps) {
  const inPageLanguage = useContentText()
  const lightboxPhotos = photos.map((photo) => {
    // The school's own photo at the build's widths, where it has replaced the placeholder.
    const sources = staticPagePhotoSources(photo.src)
    return {
      src: sources.src,
      srcSet: sources.variants && [...sources.variants],
      alt: inPageLanguage(photo.alt).text,
      title: photo.caption && inPageLanguage(photo.caption).text,
      width: photo.width,
      height: photo.height,
    }
  })
  if (!heading) return <PhotoGrid photos={lightboxPhotos} from="site" label={label} />
  return (
    <section className="static-photos">
      <h2>{heading}</h2>
      <PhotoGrid photos={lightboxPhotos} from="site" label={label} />
    </section>
  )
}
