import { Trans } from '@lingui/react/macro'
import { isNewSinceVisit } from '@/selectors/new-since-visit'
import { useVisit } from './visit-memory'

/** "New" on a record dated since the visitor's previous visit (selectors/new-since-visit.ts), else nothing. */
export function NewBadge({ date }: { date: unknown }) {
  const visit = useVisit()
  if (!isNewSinceVisit(date, visit.previous, visit.now)) return null
  return (
    <span className="new-badge">
      <Trans>
        New<span className="visually-hidden"> since your last visit</span>
      </Trans>
    </span>
  )
}
