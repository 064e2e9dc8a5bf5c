import type { ReactNode } from 'react'

/** The row of filters above a list; `summary` is the count line ("Total Count: 12"), announced politely. */
export function FilterBar({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  return (
    <div className="filter-bar">
      {/* Named, so that it is told apart from the header's "Site search" landmark. */}
      <div className="filter-bar__controls" role="search" aria-label="Filters">
        {children}
      </div>
      {summary ? (
        <p className="filter-bar__summary" aria-live="polite">
          {summary}
        </p>
      ) : null}
    </div>
  )
}
