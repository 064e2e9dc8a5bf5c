import { LRUCache } from 'lru-cache'

/**
 * The server's one way of keeping answers it would otherwise make again: the backend's `/api` answers, the feeds, the
 * rendered data pages, the resized photos and the compressed bodies. Each user gives its freshness rules as options;
 * one copy per key is:
 * - fresh for `freshMs`: answered from the copy, nothing computed;
 * - then, with `staleMs`, stale for that long: answered from the copy at once while one computation runs behind it
 *   (stale-while-revalidate), so no visitor waits for a refresh;
 * - past those, computed again by the next caller; with `staleIfErrorMs`, a copy still that young (counted from its
 *   fresh time's end) stands in for an answer that `failed` says is a failure, so a backend that is down is not
 *   felt for a day;
 * - computed once however many ask together (single flight): every caller meanwhile waits for the same promise, so a
 *   burst that shares a key costs one computation;
 * - replaced only by an answer `keep` accepts and `failed` does not call a failure: any other (a page sent with a
 *   section loading, a 5xx) and a computation that throws leave the copy as it was, so a failed refresh keeps it;
 * - bounded in entries and in bytes (`bytesOf` each; one larger than `maxBytes` is answered but not kept), the least
 *   recently answered going first, so that no address a client makes up can grow the server's memory.
 * Ages are read from the clock given (`now`; tests move theirs), from when a copy was stored.
 *
 * lru-cache holds the copies: its bounds, sizes and least-recently-used order are the ones every Node developer
 * knows. Its `ttl`, `allowStale` and `fetchMethod` are not used, each for a reason:
 * - a copy has up to three ages (fresh, stale while a refresh runs, standing in for a failure), and `ttl` is one:
 *   past it, lru-cache forgets the copy that the stale-if-error window still needs;
 * - `fetchMethod` stores every answer it resolves to and hands callers only what is stored, while callers here must
 *   get answers that are never kept (a backend's 500, a file streamed through, a page with a section loading);
 * - `ttl` counts an answer as fresh in the very millisecond its time ends and, even given the clock as its `perf`,
 *   reads it at most once per millisecond of real time (`ttlResolution`), which a test's clock does not follow.
 * Plain JavaScript and Web APIs only: the same code runs on any runtime that hosts the handler.
 */

export interface KeptAnswersOptions<T> {
  /** How long a copy is answered as it is, from when it was stored. */
  freshMs: number
  /** How long after `freshMs` a copy is still answered at once while one computation refreshes it; none if 0. */
  staleMs?: number
  /** How long after `freshMs` a copy stands in for an answer that `failed` says is a failure; none if 0. */
  staleIfErrorMs?: number
  /** Whether a computed answer is a failure: never kept, and what a copy stands in for (`staleIfErrorMs`). */
  failed?: (answer: T) => boolean
  /** Copies kept at most. */
  maxEntries: number
  /** Their size at most, in all (`bytesOf` each); a larger answer is answered but not kept. */
  maxBytes: number
  /** A copy's size, as it counts towards `maxBytes` (counted from 1: an empty answer, if kept, is one byte). */
  bytesOf: (answer: T, key: string) => number
  /** A computed answer nobody waits for (it refreshed a stale copy): to let go of what it holds, such as a stream. */
  onUnwaited?: (answer: T) => void
  now?: () => number
}

/** How an answer was served. */
export type Served = 'fresh' | 'stale' | 'stale-if-error' | 'computed'

interface ServedAnswer<T> {
  answer: T
  how: Served
  /** How old the copy answered is, in milliseconds; undefined for a computed answer that was not kept. */
  ageMs: number | undefined
}

export interface KeptAnswers<T> {
  /**
   * The answer of `key`, from its copy or from `compute` (shared with every caller that asks for `key` while it
   * runs), as the options' freshness rules say. A computed answer is kept when `keep` says so.
   */
  answer(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>
  /** `answer`, and how it was served and how old it is (for a response's `Cache-Control`). */
  serve(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<ServedAnswer<T>>
  /** Drops the copy of `key`: for an answer that must no longer stand in for what `key` has become. */
  forget(key: string): void
  /** What is kept now, and how many computations have run: for tests and the load measurements. */
  stats(): { entries: number; bytes: number; computed: number }
}

interface Copy<T> {
  answer: T
  storedAt: number
}

/** A computation's answer and, when it was kept, when. */
interface Computed<T> {
  answer: T
  storedAt: number | undefined
}

const keepEvery = () => true
const neverFailed = () => false
/** A refresh's failure, when nobody waits for it: the copy it would have replaced simply stays. */
const ignoreFailure = () => {}

export function createKeptAnswers<T>({
  freshMs,
  staleMs = 0,
  staleIfErrorMs = 0,
  failed = neverFailed,
  maxEntries,
  maxBytes,
  bytesOf,
  onUnwaited,
  now = Date.now,
}: KeptAnswersOptions<T>): KeptAnswers<T> {
  // An answer larger than maxBytes is not stored: lru-cache's maxEntrySize is maxSize.
  const copies = new LRUCache<string, Copy<T>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ answer }, key) => Math.max(1, bytesOf(answer, key)),
  })
  const inFlight = new Map<string, Promise<Computed<T>>>()
  /** A copy older than this serves no rule, and goes. */
  const usefulMs = freshMs + Math.max(staleMs, staleIfErrorMs)
  let computed = 0

  function compute(key: string, make: () => Promise<T>, keep: (answer: T) => boolean): Promise<Computed<T>> {
    const running = inFlight.get(key)
    if (running) return running
    computed += 1
    const call = (async (): Promise<Computed<T>> => {
      const answer = await make()
      if (failed(answer) || !keep(answer)) return { answer, storedAt: undefined }
      const storedAt = now()
      copies.set(key, { answer, storedAt })
      return { answer, storedAt }
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  async function serve(
    key: string,
    make: () => Promise<T>,
    keep: (answer: T) => boolean = keepEvery,
  ): Promise<ServedAnswer<T>> {
    // Looked at without counting as a use: only a copy answered from goes last in line for eviction.
    const copy = copies.peek(key)
    const age = copy ? now() - copy.storedAt : Infinity
    if (copy && age < freshMs) {
      copies.get(key)
      return { answer: copy.answer, how: 'fresh', ageMs: age }
    }
    if (copy && age < freshMs + staleMs) {
      copies.get(key)
      // The refresh outlives this caller; if it fails or is not kept, the copy stays as it was.
      void compute(key, make, keep).then(({ answer }) => onUnwaited?.(answer), ignoreFailure)
      return { answer: copy.answer, how: 'stale', ageMs: age }
    }
    if (copy && age >= usefulMs) copies.delete(key)
    const done = await compute(key, make, keep)
    if (copy && failed(done.answer) && age < freshMs + staleIfErrorMs) {
      return { answer: copy.answer, how: 'stale-if-error', ageMs: age }
    }
    const ageMs = done.storedAt === undefined ? undefined : now() - done.storedAt
    return { answer: done.answer, how: 'computed', ageMs }
  }

  return {
    serve,
    answer: async (key, make, keep) => (await serve(key, make, keep)).answer,
    forget: (key) => void copies.delete(key),
    stats: () => ({ entries: copies.size, bytes: copies.calculatedSize, computed }),
  }
}
