import { StaticImage } from '@/components/ui/StaticImage'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import type { StaticPhoto } from '@/content/static-page.types'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/** The figure is at most 640 px wide (static-pages.css), the page's width on a phone. */
const FIGURE_SIZES = '(max-width: 640px) 100vw, 640px'

/** One shipped photo with an optional caption; lazy unless it is at the top of the page. */
export function StaticFigure({ photo, eager = false }: { photo: StaticPhoto; eager?: boolean }) {
  const inPageLanguage = useContentText()
  return (
    <figure className="static-figure">
      <StaticImage
        source={staticPagePhotoSources(photo.src)}
        sizes={FIGURE_SIZES}
        alt={inPageLanguage(photo.alt).text}
        width={photo.width}
        height={photo.height}
        eager={eager}
      />
      {photo.caption ? (
        <figcaption>
          <ContentText text={photo.caption} />
        </figcaption>
      ) : null}
    </figure>
  )
}
