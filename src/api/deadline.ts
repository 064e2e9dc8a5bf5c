import { REQUEST_DEADLINE_MS } from '@/config/constants'

/**
 * One deadline for a whole request, body included. ky's own timeout stops counting once the headers
 * have come, so a backend that sends headers and then trickles its body could keep "Loading…" up for minutes.
 * Here the deadline aborts the request's signal, and an aborted signal also stops the body from being read.
 */

/** The request, or the load it belongs to, ran past its deadline. Not retried: the time is up. */
export class DeadlineExceededError extends Error {
  constructor() {
    super(`The backend did not answer within ${REQUEST_DEADLINE_MS / 1000} s`)
    this.name = 'DeadlineExceededError'
  }
}

export function isDeadlineExceeded(error: unknown): boolean {
  return error instanceof Error && error.name === 'DeadlineExceededError'
}

const deadlines = new WeakMap<AbortSignal, number>()

/**
 * The deadline of the load that `signal` belongs to. TanStack Query hands every attempt (the first and each retry)
 * of one load the same signal, so the first attempt starts the clock and the retries share what is left; Retry
 * starts a new load with a new signal, and a new deadline. Without a signal, the deadline is the call's own.
 */
export function deadlineOf(signal: AbortSignal | undefined, now = Date.now()): number {
  if (!signal) return now + REQUEST_DEADLINE_MS
  const known = deadlines.get(signal)
  if (known !== undefined) return known
  const deadline = now + REQUEST_DEADLINE_MS
  deadlines.set(signal, deadline)
  return deadline
}

/**
 * Run `work` with a signal that aborts at `deadline`, or when `outer` (the query's own signal) aborts. Past the
 * deadline it rejects with DeadlineExceededError, whatever `work` was waiting for.
 */
export async function withinDeadline<T>(
  deadline: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const remaining = deadline - Date.now()
  if (remaining <= 0) throw new DeadlineExceededError()
  const timeout = AbortSignal.timeout(remaining)
  const signal = outer ? eitherSignal(outer, timeout) : timeout
  try {
    return await untilAborted(signal, work(signal))
  } catch (error) {
    if (signal.aborted && signal.reason === timeout.reason) throw new DeadlineExceededError()
    throw error
  }
}

/**
 * Aborts when either does. `AbortSignal.any` is in every browser since 2024 (Chrome 116, Safari 17.4, Firefox 124);
 * an older Safari (an iPhone held at iOS 16) keeps the deadline, only the query's own cancellation is lost.
 */
function eitherSignal(outer: AbortSignal, timeout: AbortSignal): AbortSignal {
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([outer, timeout]) : timeout
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts (for work that does not watch it). */
function untilAborted<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error as Error)
      },
    )
  })
}
