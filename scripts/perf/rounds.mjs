// @ts-check
// Lighthouse runs in round-robin order (scripts/perf/report.mjs, roundRobin) over routes and targets, in one Chromium.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openLighthouse } from '../lighthouse-page.mjs'
import { roundRobin } from './report.mjs'
import { ROOT } from './serve.mjs'

/** @typedef {import('./report.mjs').Sample} Sample */
/** @typedef {import('./report.mjs').LighthouseSettings} LighthouseSettings */

/**
 * Measures each route on each target `runs` times. A run that fails (after Lighthouse's own recording failures were
 * retried) is reported on stderr and not counted; no run starts after `plan.deadline` (ms since the epoch; read
 * before each run, so a caller may move it). `settings`: the throttling Lighthouse used, as its first report gives it.
 * @template {{ origin: string, label: string, before?: () => void }} T
 * @param {{ routes: string[], targets: T[], runs: number, deadline?: number, saveLhr?: string,
 *   throttling?: 'simulate' | 'devtools' }} plan
 * @returns {Promise<{ samples: Map<T, Map<string, Sample[]>>, cut: boolean, settings: LighthouseSettings | undefined }>}
 */
export async function measureRounds(plan) {
  const { routes, targets, runs, saveLhr } = plan
  /** @type {Map<T, Map<string, Sample[]>>} */
  const samples = new Map(targets.map((target) => [target, new Map(routes.map((route) => [route, []]))]))
  const order = roundRobin(runs, routes, targets)
  let cut = false
  /** @type {LighthouseSettings | undefined} */
  let settings
  const lighthouse = await openLighthouse({ throttling: plan.throttling })
  try {
    for (const [index, { round, route, target }] of order.entries()) {
      if (Date.now() >= (plan.deadline ?? Number.POSITIVE_INFINITY)) {
        cut = true
        break
      }
      target.before?.()
      try {
        const { sample, report } = await lighthouse.measure(`${target.origin}${route}`)
        samples.get(target)?.get(route)?.push(sample)
        settings ??= /** @type {{ configSettings?: LighthouseSettings }} */ (JSON.parse(report)).configSettings
        if (saveLhr) {
          mkdirSync(resolve(ROOT, saveLhr), { recursive: true })
          const name = `${target.label}${route}`.replace(/[^A-Za-z0-9]+/g, '_')
          writeFileSync(join(resolve(ROOT, saveLhr), `${name}-${round}.json`), report)
        }
        process.stderr.write(`\r${index + 1}/${order.length} runs`)
      } catch (error) {
        console.error(`\nLighthouse on ${target.label} ${route} failed: ${String(error).split('\n')[0]}`)
      }
    }
  } finally {
    process.stderr.write('\n')
    await lighthouse.close()
  }
  return { samples, cut, settings }
}
