import { useLingui } from '@lingui/react/macro'
import { firstMediaUrl } from '@/api/image-url'
import { BackendImage } from './BackendImage'
import { TEXT, withText } from './message-text'
import { personPhotoSizes } from '@/shared/image-sizes'

const PERSON_PLACEHOLDER_SRC = '/images/person-placeholder.svg'

/** A photo is never shown wider than its box; three times the box covers the sharpest phone screens. */
const MAX_PIXEL_RATIO = 3

interface PersonPhotoProps {
  attachments: readonly string[]
  /** The person's name: the photo's alt text. */
  name: string
  width?: number
  height?: number
}

/** A person's photo from the backend, or the placeholder image when there is none (or it is unsafe). */
export function PersonPhoto({ attachments, name, width = 240, height = 280 }: PersonPhotoProps) {
  const { t } = useLingui()
  const src = firstMediaUrl(attachments)
  if (src === undefined) {
    return (
      <img
        className="person-photo"
        src={PERSON_PLACEHOLDER_SRC}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    )
  }
  return (
    <BackendImage
      className="person-photo"
      src={src}
      alt={withText(t`Photo of ${{ name: TEXT }}`, name)}
      width={width}
      height={height}
      sizes={personPhotoSizes(width)}
      maxWidth={width * MAX_PIXEL_RATIO}
    />
  )
}
