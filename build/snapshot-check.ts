import { createHash } from 'node:crypto'
import type { AppConfig } from '../src/config/env-schema.ts'
import { SNAPSHOT_OLD_CLASS, snapshotIsCurrent } from '../src/first-visit/page-snapshot.ts'
import { SNAPSHOT_AT_ATTRIBUTE } from '../src/shared/page-markup.ts'

/**
 * The check of a data page's snapshot (src/first-visit/page-snapshot.ts): a script written into the page's `<head>`
 * itself, so that it runs before the body is parsed and so before the first paint, and an old snapshot is never on
 * screen, not even for a frame. Inline, because a script file costs the first visit a request the paint must wait
 * for: measured on the HTTP/1.1 host under a slow line, the data pages' first paint came 0.45 to 0.55 s later with the
 * check as a file than without it (docs/performance.md). The site's Content-Security-Policy allows no inline script
 * but this one, by its hash (`hashSource`, which build/csp-plugin.ts adds to script-src): its text depends only on the
 * bound, so every data rebuild keeps the same policy.
 */
export function snapshotCheck(maxAgeHours: number): { source: string; hashSource: string } {
  const source = `(function () {
  var root = document.documentElement
  var isCurrent = ${snapshotIsCurrent.toString()}
  if (!isCurrent(Number(root.getAttribute('${SNAPSHOT_AT_ATTRIBUTE}')), Date.now(), ${JSON.stringify(maxAgeHours)})) {
    root.classList.add('${SNAPSHOT_OLD_CLASS}')
  }
})()`
  const hashSource = `'sha256-${createHash('sha256').update(source).digest('base64')}'`
  return { source, hashSource }
}

/** Whether a build writes its data pages with the backend's data: a live build, not one on the bundled mocks. */
export const takesSnapshots = (config: Partial<Pick<AppConfig, 'apiBaseUrl' | 'mocking'>>): boolean =>
  Boolean(config.apiBaseUrl) && !config.mocking
