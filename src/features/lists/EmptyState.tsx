import type { ReactNode } from 'react'
import './lists.css'

interface EmptyStateProps {
  /** The spec's empty-list placeholder title ("Gallery Title", "Event Title", ...), in the page's language. */
  title: ReactNode
  /** What the visitor should know: nothing matches the filters. */
  message: ReactNode
}

/** The card a list page shows when nothing matches its filters (or the backend has no records). */
export function EmptyState({ title, message }: EmptyStateProps) {
  return (
    <div className="list-card list-card--placeholder">
      <h2 className="list-card__title">{title}</h2>
      <p className="list-card__empty" role="status">
        {message}
      </p>
    </div>
  )
}
