// The harness every scripts/check-*.mjs shares: a line a check (`ok  ` or `FAIL`), then a verdict, and the exit
// code CI reads (1 when any check failed). Also the results-day burst that the server's and the nginx backend
// cache's checks both replay.

/** Results day: this many requests for the toppers, so many at a time (the backend must be reached once). */
export const RESULTS_DAY_BURST = { path: '/api/topper/DEMO01', requests: 1000, atOnce: 50 }

/** What a check prints at the end: a line when every check passed, or one (to stderr) made from the failures. */
interface Verdict {
  passed: string
  failed: (failures: readonly string[]) => string
}

/**
 * A new report. `quiet`: no line a check, for checks that make hundreds (one per answer and header); their verdict
 * lists the failures instead.
 */
export function checkReport({ quiet = false }: { quiet?: boolean } = {}) {
  const failures: string[] = []
  return {
    /** Records one check; prints `ok  what` or `FAIL what`, unless the report is quiet. */
    check(passed: boolean, what: string): void {
      if (!quiet) console.log(`${passed ? 'ok  ' : 'FAIL'} ${what}`)
      if (!passed) failures.push(what)
    },
    /** Records a failure without a line of its own: one found outside a check, or an error already printed. */
    fail(what: string): void {
      failures.push(what)
    },
    /**
     * Prints the verdict and ends the process, with 1 when anything failed. A name gives the usual verdict:
     * `<name> passed`, or `<name> failed: <n> check(s)`.
     */
    finish(verdict: string | Verdict): never {
      const { passed, failed } =
        typeof verdict === 'string'
          ? { passed: `\n${verdict} passed`, failed: () => `\n${verdict} failed: ${failures.length} check(s)` }
          : verdict
      if (failures.length > 0) {
        console.error(failed(failures))
        process.exit(1)
      }
      console.log(passed)
      process.exit(0)
    },
  }
}

/** The failures as a list under a heading, a `- ` line each. */
export function listed(heading: string, failures: readonly string[]): string {
  return `${heading}\n- ${failures.join('\n- ')}`
}
