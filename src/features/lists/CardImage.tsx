import { BackendImage } from '@/components/ui/BackendImage'
import { LIST_CARD_IMAGE_SIZES } from '@/shared/image-sizes'
import './lists.css'

/** The box every card image keeps while it loads, so nothing jumps. */
const CARD_IMAGE_WIDTH = 400
const CARD_IMAGE_HEIGHT = 300

/** A card's image (decorative: the card's title names it), or a same-size placeholder when there is none. */
export function CardImage({ src }: { src: string | undefined }) {
  if (!src) return <div className="list-card__image list-card__image--empty" aria-hidden="true" />
  return (
    <BackendImage
      className="list-card__image"
      src={src}
      alt=""
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      sizes={LIST_CARD_IMAGE_SIZES}
    />
  )
}
