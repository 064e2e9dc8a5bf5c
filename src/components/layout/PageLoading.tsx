import { Trans } from '@lingui/react/macro'

/** The page's place while its code (or, after a release, the page itself) is on its way. */
export function PageLoading() {
  return (
    <div className="container page">
      <p role="status" className="loading">
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
