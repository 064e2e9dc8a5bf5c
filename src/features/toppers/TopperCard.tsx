import { Trans } from '@lingui/react/macro'
import type { Topper } from '@/api/topper.schema'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { marksOf } from '@/selectors/toppers'

interface TopperCardProps {
  topper: Topper
  /** Show the session year on the card (when the list spans every year). */
  showYear?: boolean
}

/** Marks as shown on a card: a number reads as a percentage; other text ("Distinction") as written. */
function marksLabel(division: string): string {
  const text = division.trim()
  return marksOf(text) !== null && !text.endsWith('%') ? `${text}%` : text
}

/** One topper: photo (or the placeholder), name, stream and marks. */
export function TopperCard({ topper, showYear = false }: TopperCardProps) {
  return (
    <article className="card person-card topper-card">
      <PersonPhoto attachments={topper.attachments} name={topper.name} />
      <h2 className="person-card__name">{topper.name}</h2>
      {topper.stream ? <p className="person-card__role">{topper.stream}</p> : null}
      <p className="topper-card__marks">
        <span className="topper-card__marks-label">
          <Trans>Marks:</Trans>{' '}
        </span>
        {marksLabel(topper.division)}
      </p>
      {showYear ? <p className="person-card__detail">{topper.sessionYear}</p> : null}
    </article>
  )
}
