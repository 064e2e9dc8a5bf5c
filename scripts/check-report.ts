// @ts-check
// What the checks of the server and the backend cache (check-server.mjs, check-nginx-backend-cache.mjs) share: their
// `ok` / `FAIL` lines and verdict, and the results-day burst they both replay.

/** Results day: this many requests for the toppers, so many at a time (issue 36: it must reach the backend once). */
export const RESULTS_DAY_BURST = { path: '/api/topper/DEMO01', requests: 1000, atOnce: 50 }

/** One line a check; `finish` prints the verdict and exits with 1 when any check failed. */
export function checkReport() {
  /** @type {string[]} */
  const failures = []
  return {
    /** @param {boolean} passed @param {string} what */
    check(passed, what) {
      console.log(`${passed ? 'ok  ' : 'FAIL'} ${what}`)
      if (!passed) failures.push(what)
    },
    /** @param {string} name */
    finish(name) {
      if (failures.length > 0) {
        console.error(`\n${name} failed: ${failures.length} check(s)`)
        process.exit(1)
      }
      console.log(`\n${name} passed`)
    },
  }
}
