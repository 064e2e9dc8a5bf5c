import { PUSH_TOPIC_KEYS, type PushTopic } from '../../src/config/push-topics'
import { FRESH_SECONDS } from '../../policy/caching'
import { localisedMessagesFor, sendableFrom, type PublishedItem } from './new-items'
import type { PushSender } from './push-sender'
import type { PushStore } from './push-store'

/**
 * Knowing what is new: every interval, each topic's list is read (through the server's backend cache, so at most
 * one backend call per list per freshness period), its items not seen before become notifications, each fanned out
 * to its topic's subscribers in steps (a few thousand at a time, the thread free between steps), and the sender is
 * woken. A round never waits for the pushes themselves (push-sender.ts sends them beside the rounds). A list that
 * cannot be read this round (backend down, slow, garbage) changes nothing: its new items are found the round it
 * answers again.
 */

/** PUSH_INTERVAL_S's default: once per freshness period of the backend cache. */
export const DEFAULT_PUSH_INTERVAL_S = FRESH_SECONDS

/** Each topic's items now (each with its words in every language); rejects when the list cannot be read. */
export type PublishedLists = Record<PushTopic, () => Promise<readonly PublishedItem[]>>

export interface WatchRound {
  /** New items per topic, or "unreachable". */
  topics: Record<PushTopic, number | 'unreachable'>
  /** Pushes put in the outbox by this round's fan-out (and any fan-out a restart left unfinished). */
  queued: number
}

/** Puts every recorded notification's pushes in the outbox, a step at a time; `stepped` after each step. */
export async function fanOut(store: PushStore, stepped: () => void = () => {}): Promise<number> {
  let queued = 0
  for (let step = store.fanOutStep(); step !== undefined; step = store.fanOutStep()) {
    queued += step
    stepped()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return queued
}

/**
 * One round: each topic's new items recorded (the first round of a topic only marks them seen), then fanned out,
 * `sender` woken after each step so the first parents' pushes leave while the rest are queued.
 */
export async function watchRound(
  store: PushStore,
  lists: PublishedLists,
  sender?: Pick<PushSender, 'wake'>,
  now: () => number = Date.now,
): Promise<WatchRound> {
  const topics = {} as WatchRound['topics']
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
    topics[topic] = store.recordRound(
      topic,
      items,
      (fresh) => localisedMessagesFor(topic, fresh),
      sendableFrom(topic, now()),
    ).fresh
  })
  const queued = await fanOut(store, () => sender?.wake())
  sender?.wake()
  return { topics, queued }
}

/** The round's log line: what was new and queued, and what the sender did since the last line. */
function roundLogLine(round: WatchRound, sending: ReturnType<PushSender['takeCounts']>): string {
  const topics = Object.entries(round.topics)
    .map(([topic, fresh]) => `${topic} ${fresh === 'unreachable' ? 'unreachable' : `${fresh} new`}`)
    .join(', ')
  const { sent, failed, removed, retried, inFlight } = sending
  return (
    `[push] ${topics}; ${round.queued} queued; since the last round sent ${sent}, failed ${failed}, ` +
    `removed ${removed}, retried ${retried}; ${inFlight} in flight`
  )
}

/**
 * Rounds every `intervalMs`, the first one interval after start (a server starting, perhaps with others, asks the
 * backend nothing more at once); a round still running when the next is due lets it pass (rounds never overlap).
 * A round that fails (the store cannot be written) is reported through `onStoreError` and changes nothing: its
 * items are found again the next round. Returns a function that stops the rounds.
 */
export function startWatching(
  store: PushStore,
  lists: PublishedLists,
  sender: PushSender,
  {
    intervalMs,
    log,
    onStoreError,
    onRound = () => {},
    now = Date.now,
  }: {
    intervalMs: number
    log: (line: string) => void
    onStoreError: (error: unknown) => void
    /** After each round that the store took (the store's trouble is over). */
    onRound?: () => void
    /** The clock that says when a notification may be sent: the store's and the sender's, or they disagree. */
    now?: () => number
  },
): () => void {
  const interrupted = store.abandonInterrupted()
  if (interrupted > 0) {
    log(`[push] ${interrupted} push(es) were being sent when the server stopped: not sent again`)
  }
  let running = false
  const round = () => {
    if (running) return
    running = true
    watchRound(store, lists, sender, now)
      .then((result) => {
        onRound()
        log(roundLogLine(result, sender.takeCounts()))
      })
      .catch(onStoreError)
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(round, intervalMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    sender.stop()
  }
}
