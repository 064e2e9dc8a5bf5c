import type { UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'

interface QuerySectionProps<T> {
  query: UseQueryResult<T>
  /** What the section shows, in words: "the faculty list". */
  label: string
  children: (data: T) => ReactNode
}

/**
 * One section's loading, error and content states. A failed or malformed call affects only its section:
 * a short message and a Retry button, never a white screen or the router's error screen.
 *
 * Content that arrives from the network renders in the background, in slices between which the browser stays
 * responsive (React's deferred rendering); until it is ready the section keeps showing what it showed. Content
 * already in the cache when the section appears renders at once.
 */
export function QuerySection<T>({ query, label, children }: QuerySectionProps<T>) {
  const data = useDeferredValue(query.data)
  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return (
      <p role="status" className="loading" aria-live="polite">
        Loading {label}…
      </p>
    )
  }
  // A failed background refresh of saved data keeps showing that data; only a section with nothing to show errs.
  if (query.isError && data === undefined) {
    return (
      <div role="alert" className="section-error">
        <p>Sorry, we could not load {label}. Please check your connection and try again.</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    )
  }
  if (data === undefined) return null
  return <>{children(data)}</>
}
