import { describe, expect, it } from 'vitest'
import { criticalPath, describeStep, type Step, type Timing } from '../../scripts/lcp-path.mjs'

/** A step of a replay: a request when it has a URL, else a main-thread task. */
function step(id: string, dependencies: Step[], url?: string): Step {
  return {
    id,
    type: url ? 'network' : 'cpu',
    getDependencies: () => dependencies,
    request: url ? { url, priority: 'High', resourceType: 'Script', transferSize: 2048 } : undefined,
  }
}

describe("what Lighthouse's LCP waits for (scripts/lcp-path.mjs)", () => {
  // The shape of /Gallery's replay: the page, its stylesheet and starter, the app's code, then the photo.
  const page = step('page', [], '/Gallery')
  const stylesheet = step('css', [page], '/index.css')
  const starter = step('starter', [page], '/app-start.js')
  const task = step('task', [starter])
  const app = step('app', [task], '/index.js')
  const photo = step('photo', [app, stylesheet], '/api/image')
  const notReplayed = step('later', [photo], '/workbox.js')
  const timings = new Map<Step, Timing>([
    [page, { startTime: 0, endTime: 600 }],
    [stylesheet, { startTime: 600, endTime: 900 }],
    [starter, { startTime: 900, endTime: 1050 }],
    [task, { startTime: 1050, endTime: 1070 }],
    [app, { startTime: 1070, endTime: 2570 }],
    [photo, { startTime: 2570, endTime: 2880 }],
  ])

  it('follows, from the step that ends last, the dependency that ended last', () => {
    expect(criticalPath(timings).map((s) => s.id)).toEqual(['page', 'starter', 'task', 'app', 'photo'])
    expect(criticalPath(timings)).not.toContain(notReplayed)
  })

  it('says when each step ran and what it is', () => {
    expect(describeStep(app, { startTime: 1070.4, endTime: 2570.2 })).toBe(
      '  1070   2570 ms  Script (High 2.0 KB) /index.js',
    )
    expect(describeStep(task, { startTime: 1050, endTime: 1070 })).toBe('  1050   1070 ms  main-thread task')
  })
})
