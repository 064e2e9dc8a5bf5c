import { Trans } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SubGalleryContent } from './SubGalleryContent'
import { SubGalleryNotFound } from './SubGalleryNotFound'
import '@/features/lists/lists.css'

const routeApi = getRouteApi('/SubGallery')

/** Gallery detail: a back link, then the gallery of `?id=` (or a clear message when there is no id). */
export function SubGalleryView() {
  const { id } = routeApi.useSearch()
  return (
    <div className="sub-gallery">
      <p>
        <Link to="/Gallery" className="back-link">
          <span aria-hidden="true">←</span>
          <Trans>Back to Photo Gallery</Trans>
        </Link>
      </p>
      {id ? <SubGalleryContent id={id} /> : <SubGalleryNotFound />}
    </div>
  )
}
