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
import { APP_START_TEMPLATE_START, SNAPSHOT_AT_ATTRIBUTE, withSnapshot } from '@/shared/page-markup'

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

describe('a snapshot past its bound is never shown as current (src/first-visit/page-snapshot.ts)', () => {
  it('holds a snapshot current up to the bound, and one without a readable time never', () => {
    expect(snapshotIsCurrent(NOW - 24 * HOUR_MS, NOW, 24)).toBe(true)
    expect(snapshotIsCurrent(NOW - 24 * HOUR_MS - 1, NOW, 24)).toBe(false)
    expect(snapshotIsCurrent(Number.NaN, NOW, 24)).toBe(false)
  })

  it("the page's check marks <html> before the body is parsed when the snapshot is old, and the app reads it", () => {
    const { source, fileName } = snapshotCheck(24)
    expect(fileName).toMatch(/^assets\/snapshot-check-[0-9a-f]{8}\.js$/)
    expect(snapshotCheck(12).fileName).not.toBe(fileName)
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

  it('is a blocking script after the policy, and the optional server takes the marks off its own renders', async () => {
    const shell =
      '<!doctype html><html lang="en" class="static-menu"><head><meta http-equiv="Content-Security-Policy" ' +
      `content="script-src 'self'" /></head><body><div id="root" data-prerendered-path="/Events"><p>old</p></div>` +
      `${APP_START_TEMPLATE_START}</template></body></html>`
    const page = withSnapshot(shell, NOW, '/assets/snapshot-check-0123abcd.js')
    const parsed = new DOMParser().parseFromString(page, 'text/html')
    expect(parsed.documentElement.getAttribute(SNAPSHOT_AT_ATTRIBUTE)).toBe(String(NOW))
    const check = parsed.querySelector('script[src$="snapshot-check-0123abcd.js"]')
    expect(check?.hasAttribute('defer') || check?.hasAttribute('async')).toBe(false)
    expect(check?.previousElementSibling?.getAttribute('http-equiv')).toBe('Content-Security-Policy')

    const served = await assembleDataPage(page, '<p>new</p>', '/Events', "script-src 'self'")
    expect(served.html).not.toContain(SNAPSHOT_AT_ATTRIBUTE)
    expect(served.html).not.toContain('snapshot-check')
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
