#!/usr/bin/env node
// @ts-check
// What Lighthouse's LCP waits for on one page: the critical path of its simulated slow-4G load (Lantern, the model
// behind every LCP figure in the speed reports). Lighthouse does not time the page as it loaded on this machine; it
// replays the requests and tasks that came before the largest paint over a simulated line (150 ms round trip,
// 1.6 Mbit/s, CPU 4x slower) and reports the average of two replays, "optimistic" and "pessimistic". This script
// runs Lighthouse once, as scripts/perf.mjs does (scripts/lighthouse-page.mjs), and prints, for each replay, the
// chain of requests and tasks that ended last: each step is the one the next had to wait for.
// Usage, with a build served (e.g. `npm run perf -- --serve` in another terminal):
//   node scripts/lcp-path.mjs http://127.0.0.1:4593/Gallery [--all] (every node of the replay, not only the path)
// It reads Lighthouse's record of its replays (Lantern's Simulator.allNodeTimings): an internal of Lighthouse 12,
// for looking, not for a gate.
import { openLighthouse } from './lighthouse-page.mjs'

/** The replays of the LCP estimate, as Lighthouse labels them. */
const LCP_REPLAYS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']

/**
 * @typedef {{ startTime: number, endTime: number }} Timing
 * @typedef {{ id: string, type: string, getDependencies(): Step[], request?: { url: string, priority: string, resourceType?: string, transferSize?: number } }} Step
 */

/**
 * The chain that ended last: from the step that ends last, back through the dependency that ended last.
 * @param {Map<Step, Timing>} timings
 * @returns {Step[]}
 */
export function criticalPath(timings) {
  const endOf = (/** @type {Step} */ step) => timings.get(step)?.endTime ?? Number.NEGATIVE_INFINITY
  /** @type {Step | undefined} */
  let step = [...timings.keys()].reduce((last, next) => (endOf(next) > endOf(last) ? next : last))
  const path = []
  while (step) {
    path.unshift(step)
    step = step
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .sort((a, b) => endOf(b) - endOf(a))[0]
  }
  return path
}

/**
 * One line of the report: simulated start and end (ms), then what the step is.
 * @param {Step} step
 * @param {Timing} timing
 */
export function describeStep(step, timing) {
  const times = `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)} ms`
  if (!step.request) return `${times}  main-thread task`
  const { url, priority, resourceType = 'Other', transferSize } = step.request
  const size = transferSize === undefined ? '' : ` ${(transferSize / 1024).toFixed(1)} KB`
  return `${times}  ${resourceType} (${priority}${size}) ${url}`
}

async function main() {
  const url = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
  if (!url) throw new Error('Usage: node scripts/lcp-path.mjs URL [--all]')
  const all = process.argv.includes('--all')
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js')
  const lighthouse = await openLighthouse()
  try {
    // The replays' record is Lighthouse's, module-wide: it holds the last run's (a run measured again overwrites it).
    const { sample } = await lighthouse.measure(url)
    console.log(`${url}: LCP ${Math.round(sample.lcp ?? Number.NaN)} ms (from the two replays' ends)`)
    for (const label of LCP_REPLAYS) {
      const timings = /** @type {Map<Step, Timing> | undefined} */ (
        /** @type {Map<string, unknown>} */ (Lantern.Simulation.Simulator.allNodeTimings).get(label)
      )
      if (!timings) continue
      const steps = all ? [...timings.keys()] : criticalPath(timings)
      steps.sort((a, b) => (timings.get(a)?.endTime ?? 0) - (timings.get(b)?.endTime ?? 0))
      console.log(`\n${label} (${timings.size} steps; ${all ? 'all' : 'the critical path'}):`)
      for (const step of steps) console.log(describeStep(step, /** @type {Timing} */ (timings.get(step))))
    }
  } finally {
    await lighthouse.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
