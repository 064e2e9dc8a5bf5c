import { DATA_STALE_TIME_MS } from '@/config/constants'
import { EARLY_DATA_GLOBAL } from './first-calls'

type EarlyAnswers = Record<string, Promise<Response> | undefined>

function earlyAnswers(): EarlyAnswers | undefined {
  if (typeof window === 'undefined') return undefined
  return (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_DATA_GLOBAL]
}

/**
 * The early-fetch script's answer for `url`, once: the first request for it takes it, later ones go to the network.
 * An answer is only taken while it is as fresh as the cache would keep it (DATA_STALE_TIME_MS since the page
 * opened); one that failed resolves undefined, so that the client asks again itself. How long it is waited for is
 * the caller's deadline (backend-request.ts): a hanging early answer counts against the same deadline as a call of
 * its own.
 */
export function takeEarlyResponse(
  url: string,
  sincePageOpenMs = performance.now(),
): Promise<Response | undefined> | undefined {
  const answers = earlyAnswers()
  const pending = answers?.[url]
  if (!answers || !pending) return undefined
  delete answers[url]
  if (sincePageOpenMs > DATA_STALE_TIME_MS) return undefined
  return pending.then(
    (response) => response,
    () => undefined,
  )
}

/**
 * A successful early answer's body, read as the client's `.json()` reads one: no content (204, or an empty body)
 * is '', anything else is parsed as JSON, so an HTML page with status 200 rejects as it would there.
 */
export async function readEarlyJson(response: Response): Promise<unknown> {
  if (response.status === 204) return ''
  const text = await response.text()
  return text === '' ? '' : (JSON.parse(text) as unknown)
}
