import ky from 'ky'
import { API_TIMEOUT_MS } from '../config/constants'

/**
 * The one HTTP client. Retries belong to TanStack Query (with back-off), so ky does none.
 * It is a chunk of its own, loaded by client.ts when a call first needs it: a page's first calls on a first visit
 * are answered early (early-answer.ts), so ky is not among the scripts a phone downloads before the first paint.
 */
export const http = ky.create({ timeout: API_TIMEOUT_MS, retry: 0 })
