import { config } from '@/config/env'
import { apiCallOrigin } from './base-url'
import { deadlineOf, withinDeadline } from './deadline'
import { http } from './http'
import { markFetchedWithToken } from './token-data'

/** The school code as a URL path segment. */
export const schoolCode = encodeURIComponent(config.schoolCode)

/** Absolute URL of a backend path such as `news/all/DEMO01`. */
export function apiUrl(path: string): string {
  return `${apiCallOrigin()}/api/${path}`
}

interface RequestOptions {
  /** A call marked "(auth)" in the contract. */
  auth?: boolean
  signal?: AbortSignal
}

/**
 * GET a backend path as JSON. Invalid JSON (an HTML error page) rejects and becomes the section's error state.
 * An answer fetched with the visitor's token is marked as such (token-data.ts): it is never saved.
 * Everything (the headers, the whole body) happens within the load's one deadline (deadline.ts): past it the call
 * rejects with DeadlineExceededError, which is not retried.
 */
export async function getJson(path: string, { auth = false, signal }: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path)
  const headers = auth ? authHeaders() : {}
  return withinDeadline(deadlineOf(signal), signal, async (requestSignal) => {
    const answer = await http.get(url, { headers, signal: requestSignal }).json<unknown>()
    return 'Authorization' in headers ? markFetchedWithToken(answer) : answer
  })
}

/**
 * A token as the browser can send it in a header, or undefined: the trimmed value of localStorage.token when it is
 * not empty and holds only characters a header may carry (no line breaks or NUL, nothing beyond Latin-1).
 * A token the browser would refuse is treated as absent (contract, "Auth": a missing token never blocks a call),
 * rather than making every "(auth)" section fail.
 */
export function usableToken(raw: string | null | undefined): string | undefined {
  const token = raw?.trim()
  // eslint-disable-next-line no-control-regex
  if (!token || /[\u0000\n\r]|[^\u0000-\u00ff]/.test(token)) return undefined
  return token
}

/** localStorage.token as stored, or null (also where there is no storage: the server, storage disabled). */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token')
  } catch {
    // Storage can be disabled by the browser: a missing token never blocks a call.
    return null
  }
}

/** `Authorization: Bearer` only when localStorage.token holds a usable token (contract, "Auth"). */
function authHeaders(): Record<string, string> {
  const usable = usableToken(storedToken())
  return usable ? { Authorization: `Bearer ${usable}` } : {}
}
