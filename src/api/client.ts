import { config } from '../config/env'
import { apiOrigin } from './base-url'
import { readEarlyJson, takeEarlyResponse } from './early-answer'

/** The school code as a URL path segment. */
export const schoolCode = encodeURIComponent(config.schoolCode)

/** The one HTTP client (http.ts), loaded when a call first needs it. */
export async function loadHttpClient() {
  const { http } = await import('./http')
  return http
}

/** Absolute URL of a backend path such as `news/all/DEMO01`. */
export function apiUrl(path: string): string {
  return `${apiOrigin()}/api/${path}`
}

interface RequestOptions {
  /** A call marked "(auth)" in the contract. */
  auth?: boolean
  signal?: AbortSignal
}

/**
 * GET a backend path as JSON. Invalid JSON (an HTML error page) rejects and becomes the section's error state.
 * On a first visit the answer may already be on its way (early-data.ts); an authorised call never takes it.
 */
export async function getJson(path: string, { auth = false, signal }: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path)
  const headers = auth ? authHeaders() : {}
  const early = 'Authorization' in headers ? undefined : await takeEarlyResponse(url)
  // A successful early answer is read here, without the client; an error answer goes through it, which turns
  // it into the same HTTPError a call of its own would have.
  if (early?.ok) return readEarlyJson(early)
  const http = await loadHttpClient()
  return http.get(url, { headers, signal, hooks: { beforeRequest: early ? [() => early] : [] } }).json<unknown>()
}

/** `Authorization: Bearer` only when localStorage.token holds a non-empty string (contract, "Auth"). */
export function authHeaders(): Record<string, string> {
  let token: string | null = null
  try {
    token = window.localStorage.getItem('token')
  } catch {
    // Storage can be disabled by the browser: a missing token never blocks a call.
  }
  return token && token.trim() !== '' ? { Authorization: `Bearer ${token.trim()}` } : {}
}
