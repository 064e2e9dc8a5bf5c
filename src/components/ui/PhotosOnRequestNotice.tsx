import { Trans } from '@lingui/react/macro'
import { showPhotos, usePhotosWithheld } from './photos-on-request'

/** Under Save-Data: says why the photos are missing, and one tap brings them (src/components/ui/photos-on-request.ts). */
export function PhotosOnRequestNotice() {
  const withheld = usePhotosWithheld()
  if (!withheld) return null
  return (
    <div className="photos-notice" role="note">
      <p>
        <Trans>Data saver is on, so photos load only when you ask.</Trans>
      </p>
      <button type="button" className="button" onClick={showPhotos}>
        <Trans>Show photos</Trans>
      </button>
    </div>
  )
}
