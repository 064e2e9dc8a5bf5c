/** The spec's numbers (shared/spec.md section 9), named once. */

/** The header menu is shown at this width and wider; hidden behind the toggle below it. */
export const MENU_BREAKPOINT_PX = 991

/** The school session starts in April (JavaScript month index 3). */
export const SESSION_START_MONTH_INDEX = 3

/** A lazy code chunk that has not arrived after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Content changes a few times a day: data is fresh for five minutes. */
export const DATA_STALE_TIME_MS = 5 * 60 * 1000

/** Every backend call gives up after this long (mobile data can be slow, not endless). */
export const API_TIMEOUT_MS = 20_000

/** Failed GETs are retried this many times, with exponential back-off, before the error state shows. */
export const API_RETRY_COUNT = 2

/** The copyright line starts in this year. */
export const COPYRIGHT_START_YEAR = 2020

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const
