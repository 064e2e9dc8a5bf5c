import { useCardImageLoading } from '../../components/ui/lead-image'
import './ListFilters.css'

/** The box every card image keeps while it loads, so nothing jumps. */
const CARD_IMAGE_WIDTH = 400
const CARD_IMAGE_HEIGHT = 300

/** A card's image (decorative: the card's title names it), or a same-size placeholder when there is none. */
export function ListFiltersImage({ src }: { src: string | undefined }) {
  const { attributes, waiting } = useCardImageLoading()
  if (!src) return <div className="list-card__image list-card__image--empty" aria-hidden="true" />
  return (
    <img
      className="list-card__image"
      src={waiting ? undefined : src}
      alt=""
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      {...attributes}
      decoding="async"
    />
  )
}
