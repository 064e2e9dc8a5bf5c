import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

interface FilterBarProps {
  children: ReactNode
  /** The count line ("Total Count: 12"), announced politely. */
  summary?: ReactNode
  /** What the page offers for the whole list shown (Events: its calendar file), beside the count. */
  actions?: ReactNode
}

/** The block of filters above a list, then the count and the list's actions. */
export function FilterBar({ children, summary, actions }: FilterBarProps) {
  const { t } = useLingui()
  return (
    <div className="filter-bar">
      {/* Named, so that it is told apart from the header's "Site search" landmark. */}
      <div className="filter-bar__controls" role="search" aria-label={t`Filters`}>
        {children}
      </div>
      {summary || actions ? (
        <div className="filter-bar__footer">
          {summary ? (
            <p className="filter-bar__summary" aria-live="polite">
              {summary}
            </p>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  )
}
