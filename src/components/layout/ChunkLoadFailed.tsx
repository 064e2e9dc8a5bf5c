/** Spec section 8: "Loading chunk {id} failed", with a way to recover (usually a new version was deployed). */
export function ChunkLoadFailed({ chunkId }: { chunkId: string }) {
  return (
    <div className="container page error-screen" role="alert">
      <h1>Loading chunk {chunkId} failed</h1>
      <p>Part of this page could not be downloaded. Check your connection and reload the page.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  )
}
