import { isNewSinceVisit } from '@/selectors/new-since-visit'
import { useVisit } from './visit-memory'

/** "New" on a record dated since the visitor's previous visit (selectors/new-since-visit.ts), else nothing. */
export function NewBadge({ date }: { date: unknown }) {
  const visit = useVisit()
  if (!isNewSinceVisit(date, visit.previous, visit.now)) return null
  return (
    <span className="new-badge">
      New<span className="visually-hidden"> since your last visit</span>
    </span>
  )
}
