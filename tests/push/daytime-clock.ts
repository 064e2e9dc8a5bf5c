import { IST_OFFSET_MS, QUIET_HOURS } from '../../src/config/push-topics.ts'

/**
 * Loaded into the built server by the push suites (`node --import`, tests/push/push-server.ts): when a suite runs
 * during the quiet hours (22:00–06:00 IST), the server's clock (Date.now) is set back to two hours before they
 * begin, so that what a round sends does not depend on the hour the suite runs. The quiet hours themselves are
 * tested in tests/server/push.test.ts. Back, not forward: the VAPID tokens the server signs (valid 12 h by its clock)
 * stay valid by the push service's.
 */
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const realNow = Date.now.bind(Date)
const intoIstDay = (realNow() + IST_OFFSET_MS) % DAY_MS
const hour = Math.floor(intoIstDay / HOUR_MS)
const quiet = hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until
if (quiet) {
  const evening = (QUIET_HOURS.from - 2) * HOUR_MS
  const back = (intoIstDay - evening + DAY_MS) % DAY_MS
  Date.now = () => realNow() - back
}
