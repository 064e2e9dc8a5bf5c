import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

interface QuerySectionProps<T> {
  query: UseQueryResult<T>
  /** What the section shows, in words: "the faculty list". */
  label: string
  children: (data: T) => ReactNode
}

/**
 * One section's loading, error and content states. A failed or malformed call affects only its section:
 * a short message and a Retry button, never a white screen or the router's error screen.
 */
export function QuerySection<T>({ query, label, children }: QuerySectionProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="loading" aria-live="polite">
        Loading {label}…
      </p>
    )
  }
  // A failed background refresh of saved data keeps showing that data; only a section with nothing to show errs.
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert" className="section-error">
        <p>Sorry, we could not load {label}. Please check your connection and try again.</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    )
  }
  if (query.data === undefined) return null
  return <>{children(query.data)}</>
}
