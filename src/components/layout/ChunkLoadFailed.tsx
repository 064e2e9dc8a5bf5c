import { Trans } from '@lingui/react/macro'

/** Spec section 8: "Loading chunk {id} failed", with a way to recover (usually a new version was deployed). */
export function ChunkLoadFailed({ chunkId }: { chunkId: string }) {
  return (
    <div className="container page error-screen" role="alert">
      <h1>
        <Trans>Loading chunk {chunkId} failed</Trans>
      </h1>
      <p>
        <Trans>Part of this page could not be downloaded. Check your connection and reload the page.</Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Reload page</Trans>
      </button>
    </div>
  )
}
