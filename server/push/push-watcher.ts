import { PUSH_TOPIC_KEYS, type PushTopic } from '../../src/config/push-topics'
import { messagesFor, sendableFrom, type PublishedItem } from './new-items'
import { sendDuePushes, type RoundOfSending, type SendPush } from './push-sender'
import type { PushStore } from './push-store'

/**
 * Knowing what is new (issue 51, point 5): every interval, each topic's list is read (through the server's backend
 * cache, so at most one backend call per list per freshness period), its items not seen before become notifications
 * in the outbox, and the outbox is sent. A list that cannot be read this round (backend down, slow, garbage) changes
 * nothing: its new items are found the round it answers again.
 */

/** PUSH_INTERVAL_S's default: once a minute, the backend cache's freshness period. */
export const DEFAULT_PUSH_INTERVAL_S = 60

/** Each topic's items now; rejects when the list cannot be read. */
export type PublishedLists = Record<PushTopic, () => Promise<PublishedItem[]>>

export interface WatchRound {
  /** New items per topic, or "unreachable". */
  topics: Record<PushTopic, number | 'unreachable'>
  queued: number
  sending: RoundOfSending
}

/** One round: each topic's new items into the outbox (the first round of a topic only marks them seen), then sending. */
export async function watchRound(
  store: PushStore,
  lists: PublishedLists,
  send: SendPush,
  now: () => number = Date.now,
): Promise<WatchRound> {
  const topics = {} as WatchRound['topics']
  let queued = 0
  const read = await Promise.all(
    PUSH_TOPIC_KEYS.map((topic) =>
      lists[topic]().then(
        (items) => items,
        () => undefined,
      ),
    ),
  )
  PUSH_TOPIC_KEYS.forEach((topic, index) => {
    const items = read[index]
    if (items === undefined) {
      topics[topic] = 'unreachable'
      return
    }
    const round = store.recordRound(topic, items, (fresh) => messagesFor(topic, fresh), sendableFrom(topic, now()))
    topics[topic] = round.fresh
    queued += round.queued
  })
  const sending = await sendDuePushes(store, send, { now })
  return { topics, queued, sending }
}

/** The round's log line: what was new, queued, sent, failed, removed and retried. */
function roundLogLine(round: WatchRound): string {
  const topics = Object.entries(round.topics)
    .map(([topic, fresh]) => `${topic} ${fresh === 'unreachable' ? 'unreachable' : `${fresh} new`}`)
    .join(', ')
  const { sent, failed, removed, retried } = round.sending
  return `[push] ${topics}; ${round.queued} queued; sent ${sent}, failed ${failed}, removed ${removed}, retried ${retried}`
}

/**
 * Rounds every `intervalMs`, the first one interval after start (a server starting, perhaps with others, asks the
 * backend nothing more at once); a round still running when the next is due lets it pass (rounds never overlap).
 * Returns a function that stops the rounds.
 */
export function startWatching(
  store: PushStore,
  lists: PublishedLists,
  send: SendPush,
  { intervalMs, log }: { intervalMs: number; log: (line: string) => void },
): () => void {
  const interrupted = store.abandonInterrupted()
  if (interrupted > 0) {
    log(`[push] ${interrupted} push(es) were being sent when the server stopped: not sent again`)
  }
  let running = false
  const round = () => {
    if (running) return
    running = true
    watchRound(store, lists, send)
      .then((result) => log(roundLogLine(result)))
      .catch((error: unknown) => log(`[push] round failed: ${String(error)}`))
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(round, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
