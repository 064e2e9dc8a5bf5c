import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  answerToChunkFailure,
  answerToChunkFailureHere,
  forgetReleaseReload,
  loadNewRelease,
  parseReleaseReloadNote,
  RELEASE_RELOAD_KEY,
  RELEASE_RELOAD_WINDOW_MS,
} from '@/components/layout/release-reload'

const HREF = 'https://school.example/Events'
const NOW = 1_800_000_000_000
const online = { href: HREF, now: NOW, online: true, canSaveNote: true }

describe('a code chunk that failed to load: a full load into the new release, once (loop guard)', () => {
  it('loads the page again when nothing was tried yet', () => {
    expect(answerToChunkFailure({ ...online, note: null })).toBe('load-new-release')
  })

  it('reports the failure when this address was loaded again for it a moment ago', () => {
    expect(answerToChunkFailure({ ...online, note: { href: HREF, at: NOW - 3_000 } })).toBe('report-failure')
    expect(answerToChunkFailure({ ...online, note: { href: HREF, at: NOW - RELEASE_RELOAD_WINDOW_MS + 1 } })).toBe(
      'report-failure',
    )
  })

  it('loads again for another address, or for this one once the window has passed (a later release)', () => {
    expect(answerToChunkFailure({ ...online, note: { href: `${HREF}?year=2024`, at: NOW - 3_000 } })).toBe(
      'load-new-release',
    )
    expect(answerToChunkFailure({ ...online, note: { href: HREF, at: NOW - RELEASE_RELOAD_WINDOW_MS } })).toBe(
      'load-new-release',
    )
  })

  it('a note from the future (a clock set back) does not block the full load for good', () => {
    expect(answerToChunkFailure({ ...online, note: { href: HREF, at: NOW + 60_000 } })).toBe('load-new-release')
  })

  it('reports the failure offline: the connection is the cause, and a reload would lose the page', () => {
    expect(answerToChunkFailure({ ...online, online: false, note: null })).toBe('report-failure')
  })

  it('reports the failure when the note cannot be saved: a full load could then repeat for ever', () => {
    expect(answerToChunkFailure({ ...online, canSaveNote: false, note: null })).toBe('report-failure')
  })
})

describe('the saved note', () => {
  it('reads a saved note, and anything else as no note', () => {
    expect(parseReleaseReloadNote(JSON.stringify({ href: HREF, at: NOW }))).toEqual({ href: HREF, at: NOW })
    for (const saved of [null, '', 'not json', 'null', '42', '{"href":1,"at":2}', '{"href":"/x","at":"soon"}']) {
      expect(parseReleaseReloadNote(saved)).toBeNull()
    }
  })
})

describe('in the browser (sessionStorage)', () => {
  afterEach(() => {
    window.sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('the full load notes its address first, so that the page it brings reports a second failure', () => {
    // jsdom cannot navigate: it says so on the console instead of reloading.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(answerToChunkFailureHere()).toBe('load-new-release')
    loadNewRelease()
    expect(parseReleaseReloadNote(window.sessionStorage.getItem(RELEASE_RELOAD_KEY))?.href).toBe(window.location.href)
    expect(answerToChunkFailureHere()).toBe('report-failure')
    forgetReleaseReload()
    expect(answerToChunkFailureHere()).toBe('load-new-release')
  })

  it('with storage blocked, or full, the failure is reported: no note, no full load', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(answerToChunkFailureHere()).toBe('report-failure')
    getItem.mockRestore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(answerToChunkFailureHere()).toBe('report-failure')
  })
})
