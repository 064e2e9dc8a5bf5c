import { createHash } from 'node:crypto'
import { SNAPSHOT_OLD_CLASS, snapshotIsCurrent } from '../src/first-visit/page-snapshot.ts'
import { SNAPSHOT_AT_ATTRIBUTE, snapshotCheckFileName } from '../src/shared/page-markup.ts'

/**
 * The check of a data page's snapshot (src/first-visit/page-snapshot.ts), in the page's `<head>`: a classic script
 * WITHOUT defer, so that it runs before the body is parsed and so before the first paint, and an old snapshot is
 * never on screen, not even for a frame. It costs the first visit next to nothing: the browser fetches it alongside
 * the page's stylesheet, which holds the first paint anyway, and it is a few hundred bytes, cached for a year by its
 * hashed name. An inline script would save the request, but a static host's Content-Security-Policy allows none
 * (the same policy serves every data rebuild, so it cannot name a page's hash).
 */
export function snapshotCheck(maxAgeHours: number): { fileName: string; source: string } {
  const source = `(function () {
  var root = document.documentElement
  var isCurrent = ${snapshotIsCurrent.toString()}
  if (!isCurrent(Number(root.getAttribute('${SNAPSHOT_AT_ATTRIBUTE}')), Date.now(), ${JSON.stringify(maxAgeHours)})) {
    root.classList.add('${SNAPSHOT_OLD_CLASS}')
  }
})()
`
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8)
  return { fileName: snapshotCheckFileName(hash), source }
}
