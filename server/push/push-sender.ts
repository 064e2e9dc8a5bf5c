import { pushServiceOf } from './push-endpoint'
import type { DueEntry, OutboxEntry, PushStore } from './push-store'

/**
 * Sending the outbox: each due push handed to its push service once. The push service's 429 and 5xx (and a failed
 * or late connection) put the push back with a growing wait; 404 and 410 mean the parent's subscription is gone, and
 * it is deleted at once; any other answer gives the push up.
 *
 * Each push service has a lane of its own, with its own bound on pushes in flight: a service that accepts
 * connections and never answers fills its own lane (each push ends at its deadline, push-request.ts) while the
 * other services' pushes go on, as Mozilla's autopush and the push services' own guidance have senders do. In each
 * lane new notifications go ahead of retries. The sender runs beside the watcher, not inside its rounds: a round
 * queues its notifications and wakes the sender, and never waits for a slow service or for a retry to come due.
 */

/** Pushes in flight at once to one push service: enough to reach 10,000 phones in seconds on one service. */
export const MAX_PUSHES_PER_SERVICE = 32
/**
 * Pushes in flight at once in all: three services' worth, so that even two silent services holding their lanes
 * leave the others theirs; few enough for one small server.
 */
const MAX_CONCURRENT_PUSHES = 3 * MAX_PUSHES_PER_SERVICE
/** Tries per push before it is given up. */
const MAX_PUSH_ATTEMPTS = 5
/** The waits before each retry (ms): 30 s, 2 min, 10 min, 1 h. A Retry-After longer than the wait is honoured. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000]
/** The longest Retry-After honoured: a day (a push past its TTL is dropped by the service anyway). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000
/** Due pushes read from the store at a time: a page of the outbox, so that a large fan-out never holds the thread. */
const DUE_PAGE = 2_000

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

/** One push service's due pushes, new notifications ahead of retries. */
interface Lane {
  fresh: DueEntry[]
  retries: DueEntry[]
  inFlight: number
}

export interface PushSender {
  /** Looks for due pushes now (after a round queued some, or when retries may have come due). */
  wake(): void
  /** Resolves when nothing due now is waiting or in flight. */
  idle(): Promise<void>
  /** What was sent, failed, removed and retried since the last call; and the pushes in flight now. */
  takeCounts(): RoundOfSending & { inFlight: number }
  /** Stops taking pushes (those in flight finish). */
  stop(): void
}

export interface PushSenderOptions {
  now?: () => number
  concurrency?: number
  perService?: number
  /** A store error (a full disk): reported, and the sender waits for the next wake. */
  onStoreError?: (error: unknown) => void
}

/**
 * The sender. Each push is claimed in the store right before it is sent (push-store.ts, claim), so a crash never
 * sends one twice, and two servers on one store never send the same push.
 */
export function createPushSender(
  store: PushStore,
  send: SendPush,
  {
    now = Date.now,
    concurrency = MAX_CONCURRENT_PUSHES,
    perService = MAX_PUSHES_PER_SERVICE,
    onStoreError = () => {},
  }: PushSenderOptions = {},
): PushSender {
  const lanes = new Map<string, Lane>()
  /** Pushes read from the store and not yet done, by id: each is in a lane or in flight. */
  const known = new Set<number>()
  let inFlight = 0
  let reading: Promise<void> | undefined
  let readAgain = false
  let stopped = false
  let counts: RoundOfSending = { sent: 0, failed: 0, removed: 0, retried: 0 }
  let idleWaiters: Array<() => void> = []

  const laneOf = (service: string) => {
    let lane = lanes.get(service)
    if (!lane) {
      lane = { fresh: [], retries: [], inFlight: 0 }
      lanes.set(service, lane)
    }
    return lane
  }

  /** Reads every push due now that is not known yet into its lane, a page at a time, yielding between pages. */
  async function readDue() {
    const dueBy = now()
    let after = 0
    for (;;) {
      const page = store.dueAfter(after, dueBy, DUE_PAGE)
      for (const entry of page) {
        after = entry.id
        if (known.has(entry.id)) continue
        known.add(entry.id)
        const lane = laneOf(pushServiceOf(entry.endpoint))
        ;(entry.attempts === 0 ? lane.fresh : lane.retries).push(entry)
      }
      dispatch()
      if (page.length < DUE_PAGE || stopped) return
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  function wake() {
    if (stopped) return
    if (reading) {
      readAgain = true
      return
    }
    reading = readDue()
      .catch(onStoreError)
      .finally(() => {
        reading = undefined
        if (readAgain) {
          readAgain = false
          wake()
        } else settleIfIdle()
      })
  }

  /** Starts pushes while there are free places, taking turns between the services that have work. */
  function dispatch() {
    let started = true
    while (started && inFlight < concurrency && !stopped) {
      started = false
      for (const [service, lane] of lanes) {
        if (inFlight >= concurrency) break
        if (lane.inFlight >= perService) continue
        const next = lane.fresh.shift() ?? lane.retries.shift()
        if (!next) {
          if (lane.inFlight === 0) lanes.delete(service)
          continue
        }
        started = true
        start(next, lane)
      }
    }
  }

  function start(due: DueEntry, lane: Lane) {
    let entry: OutboxEntry | undefined
    try {
      entry = store.claim(due.id)
    } catch (error) {
      onStoreError(error)
    }
    if (!entry) {
      // Taken by another server on the same store, or already gone with its subscription.
      known.delete(due.id)
      return
    }
    const claimed = entry
    inFlight += 1
    lane.inFlight += 1
    void send(claimed)
      .catch((): PushAnswer => ({}))
      .then((answer) => record(claimed, answer))
      .finally(() => {
        inFlight -= 1
        lane.inFlight -= 1
        known.delete(claimed.id)
        dispatch()
        settleIfIdle()
      })
  }

  function record(entry: OutboxEntry, answer: PushAnswer) {
    try {
      const outcome = outcomeOf(answer, entry.attempts)
      if (outcome === 'gone') {
        store.deleteSubscription(entry.endpoint)
        counts.removed += 1
      } else if (outcome === 'retry') {
        const wait = RETRY_DELAYS_MS[Math.min(entry.attempts, RETRY_DELAYS_MS.length - 1)] ?? 0
        store.retryAt(entry.id, now() + Math.max(wait, retryAfterMs(answer.retryAfter, now()) ?? 0))
        counts.retried += 1
      } else {
        store.finished(entry.id, outcome === 'sent' ? entry.endpoint : undefined)
        counts[outcome] += 1
      }
    } catch (error) {
      // The push stays claimed: never sent twice, at worst not retried.
      onStoreError(error)
    }
  }

  function settleIfIdle() {
    if (inFlight > 0 || reading || idleWaiters.length === 0) return
    for (const lane of lanes.values()) if (lane.fresh.length + lane.retries.length > 0) return
    try {
      store.forgetSent()
    } catch (error) {
      onStoreError(error)
    }
    const waiters = idleWaiters
    idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  return {
    wake,
    idle() {
      const settled = new Promise<void>((resolve) => idleWaiters.push(resolve))
      settleIfIdle()
      return settled
    },
    takeCounts() {
      const taken = { ...counts, inFlight }
      counts = { sent: 0, failed: 0, removed: 0, retried: 0 }
      return taken
    },
    stop() {
      stopped = true
    },
  }
}

/** Sends every push due now, and resolves with the counts once none is due or in flight (tests, one-off runs). */
export async function sendDuePushes(
  store: PushStore,
  send: SendPush,
  options: PushSenderOptions = {},
): Promise<RoundOfSending> {
  const sender = createPushSender(store, send, options)
  sender.wake()
  await sender.idle()
  sender.stop()
  const { sent, failed, removed, retried } = sender.takeCounts()
  return { sent, failed, removed, retried }
}
