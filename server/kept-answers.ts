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
 * Web APIs only: the same code runs on any runtime that hosts the handler.
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
  bytes: number
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
  // A Map iterates in insertion order: an entry used is moved to the end, so the first is the least recently used.
  const entries = new Map<string, Entry<T>>()
  const inFlight = new Map<string, Promise<T>>()
  let bytes = 0
  let computed = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  function store(key: string, answer: T) {
    remove(key)
    const size = bytesOf(answer)
    if (size > maxBytes) return
    entries.set(key, { answer, bytes: size, storedAt: now() })
    bytes += size
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value as string)
  }

  function answer(key: string, compute: () => Promise<T>, keep: (answer: T) => boolean = keepEvery): Promise<T> {
    const entry = entries.get(key)
    if (entry && now() - entry.storedAt < freshMs) {
      entries.delete(key)
      entries.set(key, entry)
      return Promise.resolve(entry.answer)
    }
    if (entry) remove(key)
    const running = inFlight.get(key)
    if (running) return running
    computed += 1
    const call = (async () => {
      const result = await compute()
      if (keep(result)) store(key, result)
      return result
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  return { answer, stats: () => ({ entries: entries.size, bytes, computed }) }
}
