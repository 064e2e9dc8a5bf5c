import { SNAPSHOT_AT_ATTRIBUTE } from '../shared/page-markup.ts'

/**
 * A data page's snapshot: a live build writes the backend's lists into its data pages (build/prerender-plugin.ts),
 * so a static host's page shows its records at once. The page says when its data was taken, in milliseconds since
 * 1970, on `<html>` (shared/page-markup.ts's SNAPSHOT_AT_ATTRIBUTE), where a script in `<head>` can read it before the body is parsed.
 *
 * A snapshot older than the build's bound (VITE_SNAPSHOT_MAX_AGE_HOURS) is never shown as current: the snapshot's
 * check (build/snapshot-check.ts, an inline script in the page's head, so before the first paint) marks `<html>`
 * with SNAPSHOT_OLD_CLASS, page-snapshot.css hides the page's content, and the app renders the page afresh (main.tsx),
 * its sections loading and then filled from the backend, as on a page built without a snapshot.
 */

/** On `<html>`: the page's snapshot is past its bound; its content stays hidden until the app has rendered it afresh. */
export const SNAPSHOT_OLD_CLASS = 'snapshot-old'

/**
 * Whether a snapshot taken at `takenAt` may be shown at `now`, or used by a build: not older than `maxAgeHours`.
 * Written without anything from outside the function (an hour spelt out): build/snapshot-check.ts puts its source
 * text into the page's check, so the page and the app apply the one rule.
 */
export function snapshotIsCurrent(takenAt: number, now: number, maxAgeHours: number): boolean {
  return Number.isFinite(takenAt) && now - takenAt <= maxAgeHours * 3600000
}

/** What of `<html>` the snapshot's marks are read from (the DOM's own type is not in the build's checks). */
interface PageRoot {
  getAttribute(name: string): string | null
  classList: { contains(name: string): boolean; remove(name: string): void }
}

/** Whether the page `root` heads carries a current snapshot (read once, by main.tsx, before the app takes the page). */
export function carriesCurrentSnapshot(root: PageRoot, maxAgeHours: number, now = Date.now()): boolean {
  const takenAt = root.getAttribute(SNAPSHOT_AT_ATTRIBUTE)
  if (takenAt === null || root.classList.contains(SNAPSHOT_OLD_CLASS)) return false
  return snapshotIsCurrent(Number(takenAt), now, maxAgeHours)
}

/** The page has been rendered afresh: its content may show again. */
export function endOldSnapshot(root: PageRoot): void {
  root.classList.remove(SNAPSHOT_OLD_CLASS)
}
