// @ts-check
// One Lighthouse run on one page, as the speed scripts measure it (scripts/perf.mjs, scripts/ab.mjs), with Lighthouse's
// own Node API and its mobile defaults (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, the performance category only.

import { measureWithRetry } from './lighthouse-retry.mjs'
import { bytesBefore, networkBytes } from './network-bytes.mjs'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The throwaway certificate of the local HTTPS server.
  '--ignore-certificate-errors',
]

/** @typedef {import('./perf/report.mjs').Sample} Sample one run's figures */

/**
 * The parts of Lighthouse's audit details read here.
 * @typedef {{ items?: Array<{ resourceType?: string, transferSize?: number, networkEndTime?: number, url: string, observedLargestContentfulPaint?: number }>, overallSavingsBytes?: number }} AuditDetails
 */

/**
 * A Chromium for Lighthouse, and a function that measures one page in it (again when Lighthouse's own recording
 * failed: measureWithRetry).
 * @param {{ throttling?: 'simulate' | 'devtools' }} [options]
 * @returns {Promise<{ measure: (url: string) => Promise<{ sample: Sample, report: string }>, close: () => Promise<void> }>}
 */
export async function openLighthouse({ throttling = 'simulate' } = {}) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  // Chromium runs detached: it must not outlive this process however it ends (kill() signals it at once).
  const killOnExit = () => void chrome.kill()
  process.once('exit', killOnExit)
  return {
    measure: (url) => measureWithRetry(() => measureOnce(url)),
    close: async () => {
      process.off('exit', killOnExit)
      await chrome.kill()
    },
  }

  /**
   * @param {string} url
   * @returns {Promise<{ sample: Sample, report: string }>}
   */
  async function measureOnce(url) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Applied for real (`--throttling=devtools`): Lighthouse's own mobile slow 4G for DevTools, the latency and
      // throughput adjusted as its presets do (562.5 ms a request, 1.47 Mbps down, 675 Kbps up), the CPU 4× slower.
      ...(throttling === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    })
    if (!result) throw new Error('no result')
    const { audits, categories } = result.lhr
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
    /** @param {string} id */
    const details = (id) => /** @type {AuditDetails | undefined} */ (audits[id]?.details)
    const requests = details('network-requests')?.items ?? []
    return {
      sample: {
        score: (categories.performance?.score ?? Number.NaN) * 100,
        fcp: audits['first-contentful-paint']?.numericValue,
        lcp: audits['largest-contentful-paint']?.numericValue,
        tbt: audits['total-blocking-time']?.numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue,
        bytes: networkBytes(requests),
        bytesBeforeLcp: bytesBefore(requests, details('metrics')?.items?.[0]?.observedLargestContentfulPaint),
        imageBytes: networkBytes(requests, 'Image'),
        oversizedBytes: details('uses-responsive-images')?.overallSavingsBytes ?? 0,
      },
      report: /** @type {string} */ (result.report),
    }
  }
}
