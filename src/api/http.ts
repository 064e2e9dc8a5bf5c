import ky from 'ky'

/**
 * The one HTTP client. Retries belong to TanStack Query (with back-off), so ky does none; the time limit is the
 * caller's deadline (deadline.ts), which covers the body too, so ky's own timeout (headers only) is off.
 * It is a chunk of its own, loaded by client.ts when a call first needs it: a page's first calls on a first visit
 * are answered early (early-answer.ts), so ky is not among the scripts a phone downloads before the first paint.
 */
export const http = ky.create({ timeout: false, retry: 0 })
