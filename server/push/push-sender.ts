import type { OutboxEntry, PushStore } from './push-store'

/**
 * Sending the outbox (issue 51, point 6): each due push handed to the push service once, a bounded number at a
 * time. The push service's 429 and 5xx (and a failed connection) put the push back with a growing wait; 404 and 410
 * mean the parent's subscription is gone, and it is deleted at once; any other answer gives the push up.
 */

/** Pushes in flight at once: enough to reach 10,000 phones in seconds, few enough for one small server. */
export const MAX_CONCURRENT_PUSHES = 32
/** Tries per push before it is given up. */
const MAX_PUSH_ATTEMPTS = 5
/** The waits before each retry (ms): 30 s, 2 min, 10 min, 1 h. A Retry-After longer than the wait is honoured. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000]
/** The longest Retry-After honoured: a day (a push past its TTL is dropped by the service anyway). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000

/** What the push service answered (its status), or that it could not be reached (no status). */
export interface PushAnswer {
  status?: number
  retryAfter?: string | null
}

/** One push request: resolves with the push service's answer; never needs to reject. */
export type SendPush = (entry: OutboxEntry) => Promise<PushAnswer>

export interface RoundOfSending {
  sent: number
  failed: number
  removed: number
  retried: number
}

/** The wait a Retry-After header asks for (seconds or an HTTP date), in ms; undefined when it asks nothing usable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined
}

/** What to do after an answer. */
export function outcomeOf(answer: PushAnswer, attempts: number): 'sent' | 'gone' | 'retry' | 'failed' {
  const { status } = answer
  if (status !== undefined && status >= 200 && status < 300) return 'sent'
  if (status === 404 || status === 410) return 'gone'
  const transient = status === undefined || status === 429 || status >= 500
  return transient && attempts + 1 < MAX_PUSH_ATTEMPTS ? 'retry' : 'failed'
}

/**
 * Sends every push due now, MAX_CONCURRENT_PUSHES at a time, until none is due; returns the counts. Each push is
 * claimed in the store before it is sent (push-store.ts, claimDue), so a crash never sends one twice.
 */
export async function sendDuePushes(
  store: PushStore,
  send: SendPush,
  { now = Date.now, concurrency = MAX_CONCURRENT_PUSHES } = {},
): Promise<RoundOfSending> {
  const counts: RoundOfSending = { sent: 0, failed: 0, removed: 0, retried: 0 }
  // Each worker claims one push at a time, right before sending it: a crash leaves at most `concurrency` pushes
  // claimed and unanswered (not sent again), never a batch waiting behind them.
  const worker = async () => {
    for (let [entry] = store.claimDue(1); entry; [entry] = store.claimDue(1)) {
      const answer = await send(entry).catch((): PushAnswer => ({}))
      const outcome = outcomeOf(answer, entry.attempts)
      if (outcome === 'gone') {
        store.deleteSubscription(entry.endpoint)
        counts.removed += 1
      } else if (outcome === 'retry') {
        const wait = RETRY_DELAYS_MS[Math.min(entry.attempts, RETRY_DELAYS_MS.length - 1)] ?? 0
        store.retryAt(entry.id, now() + Math.max(wait, retryAfterMs(answer.retryAfter, now()) ?? 0))
        counts.retried += 1
      } else {
        store.finished(entry.id)
        counts[outcome] += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  store.forgetSent()
  return counts
}
