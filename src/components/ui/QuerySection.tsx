import type { UseQueryResult } from '@tanstack/react-query'
import { Component, useDeferredValue, type ReactNode } from 'react'

interface QuerySectionProps<T> {
  query: UseQueryResult<T>
  /** What the section shows, in words: "the faculty list". */
  label: string
  children: (data: T) => ReactNode
}

/**
 * One section's loading, error and content states. A failed or malformed call affects only its section:
 * a short message and a Retry button, never a white screen or the router's error screen. Data that breaks the
 * section while it renders (saved data of the wrong shape, say) is contained the same way (SectionBoundary).
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
  const retry = () => void query.refetch()
  // A failed background refresh of saved data keeps showing that data; only a section with nothing to show errs.
  if (query.isError && data === undefined) {
    return <SectionError label={label} retrying={query.isFetching} onRetry={retry} />
  }
  if (data === undefined) return null
  return (
    <SectionBoundary data={data} fallback={<SectionError label={label} retrying={query.isFetching} onRetry={retry} />}>
      {children(data)}
    </SectionBoundary>
  )
}

function SectionError({ label, retrying, onRetry }: { label: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="section-error">
      <p>Sorry, we could not load {label}. Please check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  )
}

interface SectionBoundaryProps {
  /** The data the section renders: when it changes (Retry brought a fresh answer), the section renders again. */
  data: unknown
  fallback: ReactNode
  children: ReactNode
}

/** The boundary's state: rendering normally, just failed, or failed with this data. */
const RENDERING = Symbol('rendering')
const JUST_FAILED = Symbol('just failed')
type BoundaryState = { failedWith: unknown }

/** React's error boundary (a class is the only way to write one): a section that throws shows its error state. */
class SectionBoundary extends Component<SectionBoundaryProps, BoundaryState> {
  state: BoundaryState = { failedWith: RENDERING }

  static getDerivedStateFromError(): BoundaryState {
    return { failedWith: JUST_FAILED }
  }

  static getDerivedStateFromProps(props: SectionBoundaryProps, state: BoundaryState): BoundaryState | null {
    if (state.failedWith === JUST_FAILED) return { failedWith: props.data }
    if (state.failedWith !== RENDERING && state.failedWith !== props.data) return { failedWith: RENDERING }
    return null
  }

  componentDidCatch(error: unknown) {
    console.warn('[data] a section could not show its data:', error)
  }

  render() {
    return this.state.failedWith === RENDERING ? this.props.children : this.props.fallback
  }
}
