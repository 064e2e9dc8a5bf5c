import { Trans } from '@lingui/react/macro'
import '@/features/lists/lists.css'

/** An unknown or missing gallery id: a clear message inside the frame (the back link sits above it). */
export function SubGalleryNotFound() {
  return (
    <div className="list-card list-card--placeholder" role="status">
      <h2 className="list-card__title">
        <Trans>Gallery not found</Trans>
      </h2>
      <p className="list-card__empty">
        <Trans>This gallery does not exist or is no longer available. Please choose one from the Photo Gallery.</Trans>
      </p>
    </div>
  )
}
