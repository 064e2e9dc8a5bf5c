import { LRUCache } from 'lru-cache'

/**
 * Answers the server computes itself and keeps, as expensive answers must be: kept for their freshness time and
 * computed once under concurrency. They are the feeds and the rendered data pages. One copy per key:
 * - kept for `freshMs` (the backend cache's FRESH_MS: an answer is made from backend data that is itself kept that
 *   long), then computed again by the next request;
 * - computed once however many ask together (single flight): every caller meanwhile waits for the same promise, so
 *   a burst of distinct query strings that share a key costs one computation;
 * - bounded in entries and in bytes, the least recently used going first, so that no address a client makes up can
 *   grow the server's memory;
 * - a failed computation is not kept, and the next request tries again.
 * The store is lru-cache's, for its bounds and order; freshness and the single flight stay here, because lru-cache's
 * `fetch` keeps every answer it gets (a page sent with a section loading must not be kept), and its `ttl` reads its
 * own clock (the tests move theirs) and still serves an answer in the very millisecond its time ends.
 * Plain JavaScript and Web APIs only: the same code runs on any runtime that hosts the handler.
 */

export interface KeptAnswersOptions<T> {
  /** How long an answer is kept after it was computed. */
  freshMs: number
  /** Answers kept at most. */
  maxEntries: number
  /** Their size at most, in all (`bytesOf` each); a larger answer is answered but not kept. */
  maxBytes: number
  /** An answer's size, as it counts towards `maxBytes`. */
  bytesOf: (answer: T) => number
  now?: () => number
}

export interface KeptAnswers<T> {
  /**
   * The answer of `key`: the kept one while fresh, else `compute`'s, shared with every caller that asks for `key` while
   * it runs. It is kept when `keep` says so (a page sent with a section loading is not one to keep).
   */
  answer(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>
  /** What is kept now, and how many computations have run: for tests and the load measurements. */
  stats(): { entries: number; bytes: number; computed: number }
}

interface Entry<T> {
  answer: T
  storedAt: number
}

const keepEvery = () => true

export function createKeptAnswers<T>({
  freshMs,
  maxEntries,
  maxBytes,
  bytesOf,
  now = Date.now,
}: KeptAnswersOptions<T>): KeptAnswers<T> {
  // The bounds and the least-recently-used order are lru-cache's; an answer larger than maxBytes is not stored (its
  // maxEntrySize is maxSize). It counts sizes from 1: an empty answer, if one is kept, counts as one byte.
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ answer }) => Math.max(1, bytesOf(answer)),
  })
  const inFlight = new Map<string, Promise<T>>()
  let computed = 0

  function answer(key: string, compute: () => Promise<T>, keep: (answer: T) => boolean = keepEvery): Promise<T> {
    const entry = entries.get(key)
    // Freshness is counted here, on the clock given, from when the answer was stored: past freshMs it is computed
    // again, and no caller is ever sent a stale one.
    if (entry && now() - entry.storedAt < freshMs) return Promise.resolve(entry.answer)
    if (entry) entries.delete(key)
    const running = inFlight.get(key)
    if (running) return running
    computed += 1
    const call = (async () => {
      const result = await compute()
      if (keep(result)) entries.set(key, { answer: result, storedAt: now() })
      return result
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  return { answer, stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, computed }) }
}
