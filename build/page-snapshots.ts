import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { snapshotIsCurrent } from '../src/first-visit/page-snapshot.ts'
import { LANGS, publicPathOf } from '../src/config/languages.ts'
import { ROUTE_PAGES } from '../src/config/route-pages.gen.ts'
import { pageFileOf } from '../src/shared/page-markup.ts'

/**
 * A live build's snapshot of its data pages (src/first-visit/page-snapshot.ts): each page rendered with the backend's
 * answers, through the optional server's own code (src/entry-server.tsx's renderPageWithData: the same loaders,
 * queries, schemas and deadline), and the last good render of each page kept outside the build, so that a backend
 * that is down or late at build time never fails the build nor empties a page that had its data an hour ago.
 */

/**
 * The pages that get a snapshot, in each language (`/Events`, `/hi/Events`): those the optional server renders with
 * their data, but
 * - not the home page: index.html is also the offline worker's shell, precached by its content's hash
 *   (build/pwa-plugin.ts), so data in it would make every scheduled rebuild a new release for every open tab; its
 *   first screen is fixed content, and its one call (the registration banner) has a reserved slot below it;
 * - not a page whose data comes from its address (an album: `/SubGallery?id=…`), which has none without one.
 */
export const SNAPSHOT_PAGES: readonly string[] = LANGS.flatMap((lang) =>
  ROUTE_PAGES.filter((page) => page.renderedWithData && !page.firstCallFromTheAddress && page.path !== '/').map(
    (page) => publicPathOf(page.path, lang),
  ),
)

/**
 * Where the last good snapshot of each page is kept between builds: beside Vite's own caches, outside the build's
 * folder (a host never serves it). A scheduled rebuild keeps this folder between runs (deploy/).
 */
export const KEPT_SNAPSHOTS_FOLDER = 'node_modules/.cache/site-snapshots'

/** A page's render with its data, as kept: the markup as entry-server gave it, and when its data was taken. */
export interface KeptSnapshot {
  /** The build's code it was rendered by (snapshotCodeOf): a render by other code would not match its scripts. */
  code: string
  takenAt: number
  html: string
}

/**
 * What identifies the code a render came from: the bundler's manifest (every chunk's hashed name) and the page
 * template. A rebuild with only new data has the same; any change of code or configuration has another.
 */
export function snapshotCodeOf(manifestSource: string, template: string): string {
  return createHash('sha256').update(manifestSource).update('\0').update(template).digest('hex').slice(0, 16)
}

const keptFileOf = (folder: string, path: string) => join(folder, `${pageFileOf(path)}.json`)

/** The kept snapshot of `path`, when it is of this code and still within the bound at `now`. */
export function readKeptSnapshot(
  folder: string,
  path: string,
  code: string,
  now: number,
  maxAgeHours: number,
): KeptSnapshot | undefined {
  const file = keptFileOf(folder, path)
  if (!existsSync(file)) return undefined
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeptSnapshot>
    if (kept.code !== code || typeof kept.takenAt !== 'number' || typeof kept.html !== 'string') return undefined
    return snapshotIsCurrent(kept.takenAt, now, maxAgeHours)
      ? { code: kept.code, takenAt: kept.takenAt, html: kept.html }
      : undefined
  } catch {
    // A file cut short (a build stopped while writing it) is no snapshot.
    return undefined
  }
}

function keepSnapshot(folder: string, path: string, snapshot: KeptSnapshot): void {
  const file = keptFileOf(folder, path)
  // A Hindi page's is in a folder of its own (hi/Events.html.json), as its page is.
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(snapshot))
}

/** A data page's render with the backend's data, as src/entry-server.tsx's renderPageWithData gives it. */
export interface RenderWithData {
  status: number
  html: string
  complete: boolean
}

export type SnapshotOutcome =
  { from: 'backend' | 'kept'; takenAt: number; html: string } | { from: 'none'; reason: string }

/**
 * The snapshot of one page: a render whose every call answered in time (then kept for the next build); else the
 * kept one, when of this code and within the bound; else none (the page is built without data, as a build without
 * a backend would be).
 */
export async function snapshotOf(
  path: string,
  render: () => Promise<RenderWithData>,
  kept: { folder: string; code: string; now: number; maxAgeHours: number },
): Promise<SnapshotOutcome> {
  let reason: string
  try {
    const rendered = await render()
    if (rendered.status === 200 && rendered.complete) {
      const snapshot = { code: kept.code, takenAt: kept.now, html: rendered.html }
      keepSnapshot(kept.folder, path, snapshot)
      return { from: 'backend', takenAt: snapshot.takenAt, html: snapshot.html }
    }
    reason = rendered.status === 200 ? 'a call failed or came after the deadline' : `status ${rendered.status}`
  } catch (failure) {
    reason = failure instanceof Error ? failure.message.split('\n')[0]! : String(failure)
  }
  const last = readKeptSnapshot(kept.folder, path, kept.code, kept.now, kept.maxAgeHours)
  return last ? { from: 'kept', takenAt: last.takenAt, html: last.html } : { from: 'none', reason }
}

/**
 * The one line a build prints when the backend did not give every page its data, or undefined when it did: which
 * pages used their last good snapshot and which were built without data.
 */
export function snapshotShortfallLine(outcomes: ReadonlyMap<string, SnapshotOutcome>): string | undefined {
  const kept: string[] = []
  const none: string[] = []
  const reasons = new Set<string>()
  let oldest = Number.POSITIVE_INFINITY
  for (const [path, outcome] of outcomes) {
    if (outcome.from === 'kept') {
      kept.push(path)
      oldest = Math.min(oldest, outcome.takenAt)
    } else if (outcome.from === 'none') {
      none.push(path)
      reasons.add(outcome.reason)
    }
  }
  if (kept.length + none.length === 0) return undefined
  const built: string[] = []
  if (kept.length > 0) {
    built.push(`${kept.join(', ')} from the last good snapshot (taken ${new Date(oldest).toISOString()} or later)`)
  }
  if (none.length > 0) built.push(`${none.join(', ')} without data (${[...reasons].join('; ')})`)
  return `snapshot: the backend did not answer in time for ${kept.length + none.length} of ${outcomes.size} data pages; built ${built.join('; ')}`
}
