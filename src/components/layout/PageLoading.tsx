/** The page's place while its code (or, after a release, the page itself) is on its way. */
export function PageLoading() {
  return (
    <div className="container page">
      <p role="status" className="loading">
        Loading…
      </p>
    </div>
  )
}
