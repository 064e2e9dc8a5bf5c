import { config } from '@/config/env'
import { BACKEND_COPY_HEADER } from './backend-copy'
import { apiCallOrigin } from './base-url'
import { API_PREFIX } from './endpoints'
import { deadlineOf, withinDeadline } from './deadline'
import { http } from './http'
import { markFetchedWithToken } from './token-data'

/** The school code as a URL path segment. */
export const schoolCode = encodeURIComponent(config.schoolCode)

/** Absolute URL of a backend path such as `news/all/DEMO01`. */
export function apiUrl(path: string): string {
  return `${apiCallOrigin()}${API_PREFIX}${path}`
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

/** A list call as the optional server's render reads it (api/parsed-lists.ts). */
type ServerAnswer =
  { unchanged: true } | { unchanged: false; data: unknown; copy: string | undefined; withToken: boolean }

/**
 * GET a backend path on the optional server, as getJson does (its headers, its deadline), naming the backend cache's
 * copy (backend-copy.ts) whose answer the caller already holds: `unchanged` when the cache still answers from that
 * copy (no body is read), else the answer, with the copy it came from.
 */
export async function getJsonUnlessCopy(
  path: string,
  { auth = false, signal, knownCopy }: RequestOptions & { knownCopy?: string },
): Promise<ServerAnswer> {
  const url = apiUrl(path)
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? authHeaders() : {}) }
  if (knownCopy !== undefined) headers[BACKEND_COPY_HEADER] = knownCopy
  return withinDeadline(deadlineOf(signal), signal, async (requestSignal) => {
    const answer = await http.get(url, {
      headers,
      signal: requestSignal,
      throwHttpErrors: (status) => status !== NOT_MODIFIED,
    })
    if (answer.status === NOT_MODIFIED) {
      await answer.body?.cancel()
      return { unchanged: true }
    }
    const text = await answer.text()
    return {
      unchanged: false,
      // As ky's `.json()` reads a body: an empty one is '', invalid JSON throws.
      data: text === '' ? '' : JSON.parse(text),
      copy: answer.headers.get(BACKEND_COPY_HEADER) ?? undefined,
      withToken: 'Authorization' in headers,
    }
  })
}

const NOT_MODIFIED = 304

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
