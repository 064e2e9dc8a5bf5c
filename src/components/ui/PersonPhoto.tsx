import { firstMediaUrl } from '../../api/image-url'
import { useCardImageLoading } from './lead-image'

export const PERSON_PLACEHOLDER_SRC = '/images/person-placeholder.svg'

interface PersonPhotoProps {
  attachments: readonly string[]
  /** The person's name: the photo's alt text. */
  name: string
  width?: number
  height?: number
}

/** A person's photo from the backend, or the placeholder image when there is none (or it is unsafe). */
export function PersonPhoto({ attachments, name, width = 240, height = 280 }: PersonPhotoProps) {
  const src = firstMediaUrl(attachments)
  const { attributes, waiting } = useCardImageLoading()
  return (
    <img
      className="person-photo"
      src={waiting ? undefined : (src ?? PERSON_PLACEHOLDER_SRC)}
      alt={src ? `Photo of ${name}` : ''}
      width={width}
      height={height}
      {...attributes}
      decoding="async"
    />
  )
}
