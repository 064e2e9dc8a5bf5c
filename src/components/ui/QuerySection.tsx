import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'
import { useMayShowData } from './html-data'
import { DataBoundary } from './DataBoundary'

/**
 * What a data section says when the page is read without JavaScript, in the page's language, inside `<noscript>`
 * (tests/e2e/no-js.spec.ts reads the English).
 */
export function NeedsJavaScript() {
  return (
    <noscript>
      <Trans>This section needs JavaScript to load.</Trans>
    </noscript>
  )
}

interface QuerySectionProps<T> {
  query: UseQueryResult<T>
  /**
   * What the section shows, in words and in the page's language: "the faculty list". It goes into "Loading {label}…"
   * and "Sorry, we could not load {label}.", which in Hindi read "लोड हो रहा है: {label}…" and "… {label} लोड करने में
   * दिक्कत आई।": a Hindi label is the plain noun phrase ("शिक्षकों की सूची").
   */
  label: string
  children: (data: T) => ReactNode
}

/**
 * One section's loading, error and content states. A failed or malformed call affects only its section:
 * a short message and a Retry button, never a white screen or the router's error screen. Data that breaks the
 * section while it renders (saved data of the wrong shape, say) is contained the same way (DataBoundary).
 *
 * Content that arrives from the network renders in the background, in slices between which the browser stays
 * responsive (React's deferred rendering); until it is ready the section keeps showing what it showed. Content
 * already in the cache when the section appears renders at once.
 */
export function QuerySection<T>({ query, label, children }: QuerySectionProps<T>) {
  const data = useDeferredValue(query.data)
  // A prerendered page holds every section loading: so does the render that hydrates it, even when saved data is
  // already in the cache (the next render shows it). A page the server rendered with its data shows that data.
  const mayShowData = useMayShowData(query)
  if (!mayShowData || query.isPending || (data === undefined && query.data !== undefined)) {
    return <SectionLoading label={label} />
  }
  const retry = () => void query.refetch()
  // A failed background refresh of saved data keeps showing that data; only a section with nothing to show errs.
  if (query.isError && data === undefined) {
    return <SectionError label={label} retrying={query.isFetching} onRetry={retry} />
  }
  if (data === undefined) return null
  return (
    <DataBoundary resetKey={data} fallback={<SectionError label={label} retrying={query.isFetching} onRetry={retry} />}>
      <SectionContent data={data} render={children} />
    </DataBoundary>
  )
}

/** The section's content, rendered inside the boundary (a throw in `render` here is the boundary's to catch). */
function SectionContent<T>({ data, render }: { data: T; render: (data: T) => ReactNode }) {
  return <>{render(data)}</>
}

function SectionError({ label, retrying, onRetry }: { label: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <div role="alert" className="section-error">
      <p>
        <Trans>Sorry, we could not load {label}. Please check your connection and try again.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t`Retrying…` : t`Retry`}
      </button>
    </div>
  )
}

/** A section's loading state: "Loading the events…", or, read without JavaScript, why nothing will come. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="loading" aria-live="polite">
      <span className="loading__progress">
        <Trans>Loading {label}…</Trans>
      </span>
      {/* A prerendered page read without JavaScript: its data never comes, so say why (index.html hides the
          progress text then). */}
      <NeedsJavaScript />
    </p>
  )
}
