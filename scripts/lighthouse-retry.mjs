// @ts-check
// A Lighthouse run again when Lighthouse's own trace recording failed (scripts/lighthouse-page.mjs).

/**
 * Lighthouse's failures of its own trace recording, whose message says "Please run Lighthouse again" (`NO_NAVSTART`:
 * 3 of 45 runs on the nginx host in one benchmark; in one CI run both of a route's two runs, leaving it unmeasured).
 */
const RECORDING_FAILURES = ['NO_NAVSTART']
/** How often one page is measured before such a failure counts. */
export const MAX_ATTEMPTS = 2

/**
 * `measureOnce()`, again when it fails with one of RECORDING_FAILURES (at most MAX_ATTEMPTS times in all); any other
 * failure at once.
 * @template T
 * @param {() => Promise<T>} measureOnce
 * @returns {Promise<T>}
 */
export async function measureWithRetry(measureOnce) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce()
    } catch (error) {
      const recording = RECORDING_FAILURES.some((code) => String(error).includes(code))
      if (!recording || attempt >= MAX_ATTEMPTS) throw error
    }
  }
}
