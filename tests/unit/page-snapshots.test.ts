import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  readKeptSnapshot,
  SNAPSHOT_PAGES,
  snapshotOf,
  snapshotShortfallLine,
  type SnapshotOutcome,
} from '../../build/page-snapshots'
import { routerDataFile, withoutBuildTime } from '../../build/prerender-plugin'
import { snapshotCheck } from '../../build/snapshot-check'
import { assembleDataPage } from '../../server/render-page'
import { carriesCurrentSnapshot, SNAPSHOT_OLD_CLASS, snapshotIsCurrent } from '@/first-visit/page-snapshot'
import { APP_START_TEMPLATE_START, inlineCodeScripts, SNAPSHOT_AT_ATTRIBUTE, withSnapshot } from '@/shared/page-markup'
import { contentSecurityPolicy } from '../../build/csp-plugin'

const HOUR_MS = 3_600_000
const NOW = Date.UTC(2026, 11, 7, 6, 0)

const folders: string[] = []
function keptFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kept-snapshots-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  document.documentElement.removeAttribute(SNAPSHOT_AT_ATTRIBUTE)
  document.documentElement.classList.remove(SNAPSHOT_OLD_CLASS)
})

const rendered =
  (html: string, complete = true) =>
  () =>
    Promise.resolve({ status: 200, html, complete })
const failing = () => Promise.reject(new Error('fetch failed: connect ECONNREFUSED 127.0.0.1:8787\n    at …'))

describe("a live build's snapshot of its data pages (build/page-snapshots.ts)", () => {
  it("is taken of the data pages, but not the home page (the offline worker's shell) nor a page read from its address", () => {
    expect(SNAPSHOT_PAGES).toEqual(expect.arrayContaining(['/Events', '/Gallery', '/News', '/topperX']))
    expect(SNAPSHOT_PAGES).not.toContain('/')
    expect(SNAPSHOT_PAGES).not.toContain('/SubGallery')
    // In each language: a Hindi page of the static host is as fast as its English one.
    expect(SNAPSHOT_PAGES).toEqual(expect.arrayContaining(['/hi/Events', '/hi/Gallery', '/hi/News', '/hi/topperX']))
    expect(SNAPSHOT_PAGES).not.toContain('/hi')
  })

  it('takes a render whose every call answered, and keeps it for the next build', async () => {
    const folder = keptFolder()
    const kept = { folder, code: 'code-1', now: NOW, maxAgeHours: 24 }
    expect(await snapshotOf('/Events', rendered('<p>Sports day</p>'), kept)).toEqual({
      from: 'backend',
      takenAt: NOW,
      html: '<p>Sports day</p>',
    })
    expect(readKeptSnapshot(folder, '/Events', 'code-1', NOW + HOUR_MS, 24)?.html).toBe('<p>Sports day</p>')
    // A Hindi page's, in its own folder as its page is.
    expect((await snapshotOf('/hi/Events', rendered('<p>खेल दिवस</p>'), kept)).from).toBe('backend')
    expect(readKeptSnapshot(folder, '/hi/Events', 'code-1', NOW + HOUR_MS, 24)?.html).toBe('<p>खेल दिवस</p>')
  })

  it('with the backend down or late, uses the last good snapshot within the bound, of the same code only', async () => {
    const folder = keptFolder()
    const earlier = { folder, code: 'code-1', now: NOW - 23 * HOUR_MS, maxAgeHours: 24 }
    await snapshotOf('/Events', rendered('<p>Sports day</p>'), earlier)

    const now = { ...earlier, now: NOW }
    expect(await snapshotOf('/Events', failing, now)).toEqual({
      from: 'kept',
      takenAt: NOW - 23 * HOUR_MS,
      html: '<p>Sports day</p>',
    })
    // A render with a section still loading is not one to keep or show; the kept one is.
    expect((await snapshotOf('/Events', rendered('<p>Loading</p>', false), now)).from).toBe('kept')
    // Past the bound, or by other code (its markup would not match the new scripts): none.
    expect(await snapshotOf('/Events', failing, { ...now, now: NOW + 2 * HOUR_MS })).toEqual({
      from: 'none',
      reason: 'fetch failed: connect ECONNREFUSED 127.0.0.1:8787',
    })
    expect((await snapshotOf('/Events', failing, { ...now, code: 'code-2' })).from).toBe('none')
  })

  it('reads a kept file cut short as no snapshot', () => {
    const folder = keptFolder()
    writeFileSync(join(folder, 'Events.html.json'), '{"code":"code-1","takenAt":')
    expect(readKeptSnapshot(folder, '/Events', 'code-1', NOW, 24)).toBeUndefined()
  })

  it('says in one line which pages were built from a kept snapshot or without data, and nothing when all had data', () => {
    const fresh: SnapshotOutcome = { from: 'backend', takenAt: NOW, html: '' }
    expect(snapshotShortfallLine(new Map([['/Events', fresh]]))).toBeUndefined()
    const line = snapshotShortfallLine(
      new Map<string, SnapshotOutcome>([
        ['/Events', { from: 'kept', takenAt: NOW - HOUR_MS, html: '' }],
        ['/News', { from: 'none', reason: 'fetch failed' }],
        ['/Gallery', fresh],
      ]),
    )
    expect(line?.split('\n')).toHaveLength(1)
    expect(line).toBe(
      'snapshot: the backend did not answer in time for 2 of 3 data pages; built /Events from the last good snapshot ' +
        `(taken ${new Date(NOW - HOUR_MS).toISOString()} or later); /News without data (fetch failed)`,
    )
  })
})

/** A live build's policy settings: its backend. */
const LIVE = { apiBaseUrl: 'https://content.example.org', mediaOrigins: [] }

describe('a snapshot past its bound is never shown as current (src/first-visit/page-snapshot.ts)', () => {
  it('holds a snapshot current up to the bound, and one without a readable time never', () => {
    expect(snapshotIsCurrent(NOW - 24 * HOUR_MS, NOW, 24)).toBe(true)
    expect(snapshotIsCurrent(NOW - 24 * HOUR_MS - 1, NOW, 24)).toBe(false)
    expect(snapshotIsCurrent(Number.NaN, NOW, 24)).toBe(false)
  })

  it("the page's check marks <html> before the body is parsed when the snapshot is old, and the app reads it", () => {
    const { source, hashSource } = snapshotCheck(24)
    // The policy's hash of the check is the same at every rebuild with one bound, and another for another bound.
    expect(hashSource).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(snapshotCheck(24).hashSource).toBe(hashSource)
    expect(snapshotCheck(12).hashSource).not.toBe(hashSource)
    const root = document.documentElement

    root.setAttribute(SNAPSHOT_AT_ATTRIBUTE, String(Date.now() - HOUR_MS))
    new Function(source)()
    expect(root.classList.contains(SNAPSHOT_OLD_CLASS)).toBe(false)
    expect(carriesCurrentSnapshot(document.documentElement, 24)).toBe(true)

    root.setAttribute(SNAPSHOT_AT_ATTRIBUTE, String(Date.now() - 25 * HOUR_MS))
    new Function(source)()
    expect(root.classList.contains(SNAPSHOT_OLD_CLASS)).toBe(true)
    expect(carriesCurrentSnapshot(document.documentElement, 24)).toBe(false)
  })

  it('is an inline script after the policy, which allows it by its hash alone; the server takes it off its renders', async () => {
    const shell =
      '<!doctype html><html lang="en" class="static-menu"><head><meta http-equiv="Content-Security-Policy" ' +
      `content="script-src 'self'" /></head><body><div id="root" data-prerendered-path="/Events"><p>old</p></div>` +
      `${APP_START_TEMPLATE_START}</template></body></html>`
    const { source, hashSource } = snapshotCheck(24)
    const page = withSnapshot(shell, NOW, source)
    const parsed = new DOMParser().parseFromString(page, 'text/html')
    expect(parsed.documentElement.getAttribute(SNAPSHOT_AT_ATTRIBUTE)).toBe(String(NOW))
    const check = parsed.querySelector('script[data-snapshot-check]')
    expect(check?.hasAttribute('src') || check?.hasAttribute('defer') || check?.hasAttribute('async')).toBe(false)
    expect(check?.previousElementSibling?.getAttribute('http-equiv')).toBe('Content-Security-Policy')
    // What a browser hashes is the script's text exactly as written in the page.
    const digest = createHash('sha256')
      .update(check?.textContent ?? '')
      .digest('base64')
    expect(`'sha256-${digest}'`).toBe(hashSource)
    expect(contentSecurityPolicy({ ...LIVE, snapshotMaxAgeHours: 24 })).toContain(`script-src 'self' ${hashSource};`)
    expect(contentSecurityPolicy({ ...LIVE, snapshotMaxAgeHours: 24, mocking: true })).toContain("script-src 'self';")
    // The build's own check lets exactly this inline script through, and no other.
    expect(inlineCodeScripts(page)).toEqual([])
    expect(inlineCodeScripts(page.replace('data-snapshot-check', 'data-other'))).toHaveLength(1)

    const served = await assembleDataPage(page, '<p>new</p>', '/Events', "script-src 'self'")
    expect(served.html).not.toContain(SNAPSHOT_AT_ATTRIBUTE)
    expect(served.html).not.toContain('data-snapshot-check')
    expect(served.html).toContain('<p>new</p>')
  })
})

describe('a rebuild with new data only changes the data pages (build/prerender-plugin.ts)', () => {
  it("writes the router's data without the time of the build", () => {
    const at = (time: number) =>
      `$_TSR.router=($R=>$R[0]={matches:$R[1]=[$R[2]={i:"__root__#",u:${time},s:"success"},` +
      `$R[3]={i:"#about#about",u:${time + 1},s:"success"}]})`
    expect(withoutBuildTime(at(1796621339821))).toBe(withoutBuildTime(at(1796621386420)))
    expect(withoutBuildTime(at(1796621339821))).toContain('{i:"#about#about",u:0,s:"success"}')
    expect(routerDataFile([at(1)])?.fileName).toBe(routerDataFile([at(2)])?.fileName)
  })
})
