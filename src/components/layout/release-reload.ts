/**
 * A tab kept open across a release: its page names the previous release's code chunks (hashed names),
 * and a menu tap asks for one. If the host no longer has it, the chunk fails to load, though nothing is wrong with
 * the visitor's connection. Such a tab is sent once, with a full page load, to the address the visitor asked for:
 * the new release's HTML names the new chunks. A note in sessionStorage (the address and the time) keeps that from
 * becoming a loop: a second failure at the same address soon after is a real failure, and the page says so
 * (spec section 8: "Loading chunk {id} failed", check your connection).
 */

/** The sessionStorage key of the last full load made for a failed chunk. */
export const RELEASE_RELOAD_KEY = 'school-site:release-reload'

/**
 * How long a full load made for an address counts as "already tried": longer than the slowest page load on a poor
 * phone connection (a reload that fails again comes back well within it), short enough that a failure on another
 * day, after another release, is given its own full load.
 */
export const RELEASE_RELOAD_WINDOW_MS = 5 * 60_000

/** The note kept for the loop guard: the address that was loaded again, and when (ms since the epoch). */
export interface ReleaseReloadNote {
  href: string
  at: number
}

/** What the page does about a code chunk that did not load. */
export type ChunkFailureAnswer = 'load-new-release' | 'report-failure'

interface ChunkFailureFacts {
  /** The address the visitor asked for (the page whose chunk failed). */
  href: string
  now: number
  /** navigator.onLine: false means the device knows it has no network. */
  online: boolean
  /** The note of the last full load made for a failed chunk, if any. */
  note: ReleaseReloadNote | null
  /** Whether the note can be saved: without it, a full load could repeat forever. */
  canSaveNote: boolean
}

/**
 * Load the page again (the new release) unless the device is offline, the loop guard cannot be kept, or this
 * address was already loaded again for a failed chunk within the window: then the failure is real, and reported.
 */
export function answerToChunkFailure({ href, now, online, note, canSaveNote }: ChunkFailureFacts): ChunkFailureAnswer {
  if (!online || !canSaveNote) return 'report-failure'
  const triedHereRecently =
    note !== null && note.href === href && now - note.at >= 0 && now - note.at < RELEASE_RELOAD_WINDOW_MS
  return triedHereRecently ? 'report-failure' : 'load-new-release'
}

/** The note as read from storage; anything else than a note (absent, tampered with, old format) is no note. */
export function parseReleaseReloadNote(saved: string | null): ReleaseReloadNote | null {
  if (saved === null) return null
  try {
    const value: unknown = JSON.parse(saved)
    if (typeof value !== 'object' || value === null) return null
    const { href, at } = value as Record<string, unknown>
    return typeof href === 'string' && typeof at === 'number' && Number.isFinite(at) ? { href, at } : null
  } catch {
    return null
  }
}

/** A key written and removed at once: whether the note could be saved (storage full, blocked, private mode). */
const STORAGE_PROBE_KEY = 'school-site:release-reload-probe'

/** The saved note, and whether one can be saved at all. */
function savedNote(): { note: ReleaseReloadNote | null; canSaveNote: boolean } {
  try {
    window.sessionStorage.setItem(STORAGE_PROBE_KEY, '')
    window.sessionStorage.removeItem(STORAGE_PROBE_KEY)
    return { note: parseReleaseReloadNote(window.sessionStorage.getItem(RELEASE_RELOAD_KEY)), canSaveNote: true }
  } catch {
    return { note: null, canSaveNote: false }
  }
}

/** This page's answer to a chunk that did not load, from what the browser knows now. */
export function answerToChunkFailureHere(): ChunkFailureAnswer {
  return answerToChunkFailure({ href: window.location.href, now: Date.now(), online: navigator.onLine, ...savedNote() })
}

/**
 * The full load: the note first (so that the page it brings knows it was tried), then the address in the address
 * bar again, which the router has already moved to the page asked for. A reload and not `location.assign`: the
 * same address with a #fragment would only scroll. Should the note fail to save after all (storage filled in
 * between), the loop still ends: the page it brings finds that it cannot save one, and reports the failure.
 */
export function loadNewRelease() {
  try {
    const note: ReleaseReloadNote = { href: window.location.href, at: Date.now() }
    window.sessionStorage.setItem(RELEASE_RELOAD_KEY, JSON.stringify(note))
  } catch {
    // See above.
  }
  window.location.reload()
}

/** A page rendered without error: a later failure, even at the same address, gets its own full load. */
export function forgetReleaseReload() {
  try {
    window.sessionStorage.removeItem(RELEASE_RELOAD_KEY)
  } catch {
    // Nothing was saved either.
  }
}
