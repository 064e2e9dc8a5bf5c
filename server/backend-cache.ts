/**
 * The server's shared cache of the school's backend, so that a burst never reaches the backend.
 * Pages served by the server call `/api/...` on the site's own origin; this answers them from one copy per address,
 * kept by the server's one mechanism for copies (kept-answers.ts) with these rules:
 * - fresh for FRESH_MS: answered from the copy, the backend not asked;
 * - then stale for STALE_WHILE_REVALIDATE_MS: answered from the copy at once while one refresh runs;
 * - when the backend fails (down, past its deadline, a 5xx), a copy up to STALE_IF_ERROR_MS old is answered;
 * - requests for one address arriving together wait for one backend call (single flight), so a burst of visitors
 *   on results day reaches the backend once per address and lifetime.
 * This file owns the backend's side: the call, its deadlines, its bounds while bodies stream, and the contract's rules.
 * A request carrying `Authorization` (a visitor's token, api-contract.md "Auth"), and every method but GET and HEAD
 * (the TC request), goes to the backend every time and is never cached.
 * Hardened against hostile visitors and a misbehaving backend, as careful reverse proxies are: the address
 * is normalised to the contract's before it is keyed (a junk query neither reaches the backend nor makes a key), the
 * visitor's own headers never reach the backend, every call ends by its deadline (a timer of our own), bodies are
 * counted while they stream, and the copies are bounded in bytes and entries, least recently used going first.
 * Web APIs only (fetch, Request, Response, streams, AbortController): the same code runs on any runtime that hosts
 * the handler.
 */

import { FRESH_MS, sharedCacheControl, STALE_IF_ERROR_MS, STALE_WHILE_REVALIDATE_MS } from '../policy/caching'
import { BACKEND_COPY_HEADER } from '../src/api/backend-copy'
import { API_PREFIX } from '../src/api/endpoints'
import { createKeptAnswers, type Served } from './kept-answers'
import { joinChunks } from './read-body'
/**
 * The backend's time for one call, its whole body included (a backend that trickles its answer is cut off at it);
 * a slow answer still fills the cache for the next visitor within it.
 */
const UPSTREAM_TIMEOUT_MS = 15_000
/** Copies kept at most: the least recently used goes first, so the addresses every visitor asks for stay. */
export const MAX_ENTRIES = 500
/**
 * Bytes the copies hold at most, whatever addresses are asked (a flood of distinct albums or photos): 25 copies of
 * the largest kind, or the whole large scenario's lists many times over; the server's memory stays bounded.
 */
export const MAX_CACHE_BYTES = 100 * 1024 * 1024
/**
 * The largest answer kept, counted as it streams and after decompression. A JSON answer larger than this is a 502
 * (no list of the contract comes near it: 5,000 events are about 2 MB), never passed on.
 */
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024
/**
 * The largest file (`/api/image`: a photo, a PDF, a recording) passed on. A file larger than MAX_ENTRY_BYTES is
 * streamed through to the one visitor who asked, counted as it goes and cut at this size, and never kept: not here
 * (one such file would crowd out 16 lists) and not by nginx or a browser (`private, no-store`), because a file cut at
 * this size or at its deadline must never be shared as if whole. Refusing it instead would break a school's long
 * circular or recording, which the contract allows; keeping it would let a few files hold the cache.
 */
const MAX_FILE_BYTES = 64 * 1024 * 1024
/**
 * A file streamed through (larger than a copy, or met with too many at once) gets this long from then on: its pace is
 * the visitor's (a parent on mobile data takes minutes for 64 MB), not the backend's; the call still ends by then.
 */
const FILE_STREAM_TIMEOUT_MS = 5 * 60_000
/**
 * Bytes of files being read to be kept, across every call at once. A flood of distinct photos (each up to
 * MAX_ENTRY_BYTES, a phone's 3 MB say, 200 at a time) would otherwise hold hundreds of MB while they arrive, whatever
 * the cache keeps; past this, a file streams through to its visitor as a large one does, not kept.
 */
const MAX_FILE_BUFFERING_BYTES = 32 * 1024 * 1024
/** What a copy costs besides its body (the key, its headers, the map's slot), so tiny copies are counted too. */
const ENTRY_OVERHEAD_BYTES = 1024

/** The header that says how an answer was served, for logs and tests. */
export const CACHE_STATUS_HEADER = 'X-Backend-Cache'
type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS'
/** The header's word for each way a copy is served. */
const CACHE_STATUS: Record<Served, CacheStatus> = {
  fresh: 'HIT',
  stale: 'STALE',
  'stale-if-error': 'STALE-IF-ERROR',
  computed: 'MISS',
}

/**
 * Set on every call the cache makes. A server whose BACKEND_URL leads back to itself (a build's VITE_API_BASE_URL
 * that names the site, taken as the default) gets its own call: api-proxy.ts answers it with 508, not another call.
 */
export const FORWARDED_BY_HEADER = 'X-Forwarded-By-School-Server'

/**
 * The contract's one query parameter of each call that has one (api-contract.md, "Calls"); every other call has
 * none. Anything else in a visitor's query is dropped before the address is keyed or sent: a `?junk=1`, `?junk=2`...
 * would otherwise reach the backend at every request and fill the cache with copies of one answer.
 */
const CONTRACT_QUERY_PARAMETERS: ReadonlyMap<string, string> = new Map([
  [`${API_PREFIX}subGallery`, 'id'],
  [`${API_PREFIX}image`, 'url'],
])
/** The contract's file calls: `/api/image?url=`, `/api/image/{path}`; every other call answers JSON. */
const FILE_PATH = `${API_PREFIX}image`

/**
 * The `Accept` the backend is sent, fixed by the call: never the visitor's (nor their `Accept-Language`), which is not
 * part of the key. A backend that varies on them would otherwise give one visitor's XML or French to every visitor.
 */
const JSON_ACCEPT = 'application/json'
const FILE_ACCEPT = '*/*'
/** Compressed answers spare the backend's line; they are counted inflated (readAtMost), so a gzip bomb stops early. */
const ACCEPT_ENCODING = 'gzip, br'
/** Response headers passed back from the backend (`content-type` also for api-proxy.ts's checks of files). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'last-modified'] as const

/** Answers stored: a success, and a 404 (an unknown album id is an answer too, and a burst may ask for it). */
function isStorable(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404
}

/** A backend answer read whole, within its bound, or a failure made here. */
interface Answer {
  status: number
  headers: Array<[string, string]>
  body: ArrayBuffer
}

interface NamedAnswer extends Answer {
  /** The name of this answer's copy, new with every answer, should it be kept (BACKEND_COPY_HEADER). */
  copy: string
}

/** A file larger than a copy may be, or met with too many at once: its body streams to the one who takes it. */
interface LargeFile {
  status: number
  headers: Array<[string, string]>
  /** Larger than a copy may be (not only streamed for MAX_FILE_BUFFERING_BYTES). */
  tooLargeToKeep: boolean
  /** The body, for the first taker; undefined for the others, who make a call of their own. */
  take(): ReadableStream<Uint8Array> | undefined
}

/** What one backend call ends in. */
type Outcome = Answer | LargeFile
/** What a refresh of a copy ends in: an answer named for its copy, or a file never kept. */
type Refreshed = NamedAnswer | LargeFile

function isLargeFile(outcome: Outcome): outcome is LargeFile {
  return 'take' in outcome
}

/** Kept as a copy: an answer read whole whose status is storable; a large file never. */
function isKept(refreshed: Refreshed): boolean {
  return !isLargeFile(refreshed) && isStorable(refreshed.status)
}

export interface BackendCacheOptions {
  /** The backend's origin (BACKEND_URL), e.g. `https://content.example.org`. */
  backendUrl: string
  fetch?: typeof fetch
  now?: () => number
  /** UPSTREAM_TIMEOUT_MS, shorter in tests. */
  upstreamTimeoutMs?: number
  /** FILE_STREAM_TIMEOUT_MS, shorter in tests. */
  fileStreamTimeoutMs?: number
  /** MAX_ENTRIES, MAX_CACHE_BYTES, MAX_ENTRY_BYTES, MAX_FILE_BYTES and MAX_FILE_BUFFERING_BYTES, smaller in tests. */
  maxEntries?: number
  maxCacheBytes?: number
  maxEntryBytes?: number
  maxFileBytes?: number
  maxFileBufferingBytes?: number
}

export interface BackendCache {
  /** Answers a request for `/api/...` on the site's origin from the cache or the backend. Never rejects. */
  handle(request: Request): Promise<Response>
  /** Copies held now. */
  size(): number
  /** Bytes the copies count now (bodies and ENTRY_OVERHEAD_BYTES each). */
  bytes(): number
}

export function createBackendCache({
  backendUrl,
  fetch: fetchFromBackend = fetch,
  now = Date.now,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
  fileStreamTimeoutMs = FILE_STREAM_TIMEOUT_MS,
  maxEntries = MAX_ENTRIES,
  maxCacheBytes = MAX_CACHE_BYTES,
  maxEntryBytes = MAX_ENTRY_BYTES,
  maxFileBytes = MAX_FILE_BYTES,
  maxFileBufferingBytes = MAX_FILE_BUFFERING_BYTES,
}: BackendCacheOptions): BackendCache {
  const backendOrigin = new URL(backendUrl).origin
  const copies = createKeptAnswers<Refreshed>({
    freshMs: FRESH_MS,
    staleMs: STALE_WHILE_REVALIDATE_MS,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    // The backend down, past its deadline or answering a 5xx; a large file is passed on as it comes.
    failed: (refreshed) => !isLargeFile(refreshed) && refreshed.status >= 500,
    maxEntries,
    maxBytes: maxCacheBytes,
    // Only answers are ever counted: a large file is never kept (isKept).
    bytesOf: (refreshed, key) =>
      (isLargeFile(refreshed) ? 0 : refreshed.body.byteLength) + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    // A large file that refreshed a stale copy has no visitor to read it: its call is let go.
    onUnwaited: (refreshed) => {
      if (isLargeFile(refreshed))
        void refreshed
          .take()
          ?.cancel()
          .catch(() => {})
    },
    now,
  })
  const filesBeingRead: Budget = { held: 0, max: maxFileBufferingBytes }

  /**
   * The request the backend gets: the contract's address, a fixed Accept, and of the visitor's headers only a token
   * (never on a cached call: those carry none) and a body's type; nothing else of theirs (cookies, host, languages).
   */
  function backendRequest(address: string, method: string, visitor: Headers | undefined, body?: ArrayBuffer) {
    const headers = new Headers({
      Accept: isFileCall(address) ? FILE_ACCEPT : JSON_ACCEPT,
      'Accept-Encoding': ACCEPT_ENCODING,
      [FORWARDED_BY_HEADER]: '1',
    })
    const authorization = visitor?.get('authorization')
    if (authorization) headers.set('Authorization', authorization)
    const contentType = visitor?.get('content-type')
    if (body !== undefined && contentType) headers.set('Content-Type', contentType)
    return { url: `${backendOrigin}${address}`, init: { method, headers, body, redirect: 'manual' as const } }
  }

  /**
   * One call to the backend, read to its end within its deadline and its byte bound: an Answer, a failure (502, or
   * 504 past the deadline), or a LargeFile streaming on. Never rejects, and never outlives its deadline.
   */
  async function call(address: string, method: string, visitor?: Headers, body?: ArrayBuffer): Promise<Outcome> {
    const deadline = startDeadline(upstreamTimeoutMs)
    const { url, init } = backendRequest(address, method, visitor, body)
    let response: Response
    try {
      // Raced with the deadline too: a runtime's fetch that ignores its signal still ends on time.
      response = await Promise.race([
        fetchFromBackend(new Request(url, { ...init, signal: deadline.signal })),
        deadline.expired,
      ])
    } catch (error) {
      deadline.end()
      return deadline.passed || isTimeout(error) ? TIMED_OUT() : failure(502, 'The backend is unreachable.')
    }
    // A redirect from the backend is not followed, and not handed to the browser either (its Location is the
    // backend's business): the call fails as any other backend error.
    if (response.status >= 300 && response.status < 400) {
      deadline.abandon()
      return failure(502, 'The backend answered with a redirect.')
    }
    const headers = responseHeaders(response)
    if (response.body === null) {
      deadline.end()
      return { status: response.status, headers, body: new ArrayBuffer(0) }
    }
    const reader = response.body.getReader()
    // A declared length over the bound is refused (a file's, streamed) before a byte is read. With an encoding it
    // is the compressed length: the answer is larger still.
    const declared = Number(response.headers.get('content-length'))
    const read =
      declared > maxEntryBytes
        ? { chunks: [], bytes: 0, done: false }
        : await readAtMost(reader, maxEntryBytes, deadline, isFileCall(address) ? filesBeingRead : undefined)
    if (read instanceof Error) {
      deadline.abandon()
      return deadline.passed ? TIMED_OUT() : failure(502, 'The backend broke off its answer.')
    }
    if (read.done) {
      deadline.end()
      return { status: response.status, headers, body: joinChunks(read.chunks, read.bytes).buffer }
    }
    if (!isFileCall(address) || declared > maxFileBytes) {
      deadline.abandon()
      void reader.cancel().catch(() => {})
      return failure(502, 'The backend’s answer is larger than the server passes on.')
    }
    deadline.restart(fileStreamTimeoutMs)
    let stream: ReadableStream<Uint8Array> | undefined = streamOn(
      read.chunks,
      read.bytes,
      reader,
      deadline,
      maxFileBytes,
    )
    return {
      status: response.status,
      headers,
      tooLargeToKeep: declared > maxEntryBytes || read.bytes > maxEntryBytes,
      take() {
        const taken = stream
        stream = undefined
        return taken
      },
    }
  }

  /** The backend's answer of `key`, named should it be kept. */
  async function fromBackend(key: string): Promise<Refreshed> {
    const outcome = await call(key, 'GET')
    if (!isLargeFile(outcome)) return { ...outcome, copy: crypto.randomUUID() }
    // The file grew past what is kept: its old copy must not stand in for it.
    if (outcome.tooLargeToKeep) copies.forget(key)
    return outcome
  }

  async function handle(request: Request): Promise<Response> {
    const method = request.method.toUpperCase()
    const address = contractAddress(new URL(request.url))
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.has('authorization')) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer()
      return passedThrough(await call(address, method, request.headers, body), method)
    }
    const { answer, how, ageMs } = await copies.serve(address, () => fromBackend(address), isKept)
    if (isLargeFile(answer)) {
      // Its body is one stream: the first visitor takes it, others waiting with them make calls of their own.
      const body = answer.take()
      return body ? largeFile(answer, body, method) : passedThrough(await call(address, 'GET'), method)
    }
    return ageMs === undefined ? passedThrough(answer, method) : fromCopy(answer, CACHE_STATUS[how], request, ageMs)
  }

  return { handle, size: () => copies.stats().entries, bytes: () => copies.stats().bytes }
}

/**
 * The visitor's address as the contract has it, which is both the key and what the backend is sent: the path, and
 * the call's one query parameter (its first value, encoded one way), if it has one; nothing else.
 */
function contractAddress(url: URL): string {
  const parameter = CONTRACT_QUERY_PARAMETERS.get(url.pathname)
  const value = parameter === undefined ? null : url.searchParams.get(parameter)
  return value === null ? url.pathname : `${url.pathname}?${parameter}=${encodeURIComponent(value)}`
}

function isFileCall(address: string): boolean {
  const pathname = address.split('?', 1)[0]
  return pathname === FILE_PATH || pathname?.startsWith(`${FILE_PATH}/`) === true
}

interface Deadline {
  readonly signal: AbortSignal
  /** Rejects when the time is up: raced with the backend's fetch, so a fetch that ignores its signal still ends. */
  readonly expired: Promise<never>
  passed: boolean
  /** Called once when the time is up (a body's reader is cancelled, so its pending read ends). */
  onPassed: (() => void) | undefined
  /** The time starts again, `ms` from now. */
  restart(ms: number): void
  /** The call is over: the timer stops. */
  end(): void
  /** The call is given up: the timer stops and the connection is let go. */
  abandon(): void
}

/**
 * A call's deadline, on a timer of our own, held by the call until it ends. `AbortSignal.timeout()` alone is not
 * enough: Node holds its signal weakly, and once nothing else does, a garbage collection takes it and it never fires
 * (a 2 s timeout answered after 30 s, a trickling backend held a key for good).
 */
function startDeadline(ms: number): Deadline {
  const controller = new AbortController()
  let expire: (reason: unknown) => void = () => {}
  const expired = new Promise<never>((_resolve, reject) => {
    expire = reject
  })
  // Nobody may be racing it when it fires (the headers came, the body is being read): not an unhandled rejection.
  expired.catch(() => {})
  const deadline: Deadline = {
    signal: controller.signal,
    expired,
    passed: false,
    onPassed: undefined,
    restart(next) {
      clearTimeout(timer)
      timer = setTimeout(fire, next)
    },
    end() {
      clearTimeout(timer)
    },
    abandon() {
      clearTimeout(timer)
      controller.abort()
    },
  }
  function fire() {
    const reason = new DOMException('The backend did not answer in time.', 'TimeoutError')
    deadline.passed = true
    controller.abort(reason)
    expire(reason)
    deadline.onPassed?.()
  }
  let timer: ReturnType<typeof setTimeout> = setTimeout(fire, ms)
  return deadline
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError'
}

/** Bytes shared by the calls being read at once, and their most. */
interface Budget {
  held: number
  max: number
}

/**
 * Reads a body as it arrives, counting its bytes as the runtime gives them (decompressed: a 1 MB gzip bomb is
 * stopped at `limit`, not inflated to 1 GB), until its end, or until it holds more than `limit` or the shared
 * `budget` is spent (`done: false`, the rest unread). An Error when the body breaks off or the deadline passes (its
 * reader is then cancelled).
 */
async function readAtMost(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  deadline: Deadline,
  budget?: Budget,
): Promise<{ chunks: Uint8Array[]; bytes: number; done: boolean } | Error> {
  const chunks: Uint8Array[] = []
  let bytes = 0
  let fromBudget = 0
  // It may have passed while the headers were handed over (a fetch that ignores its signal would then read on).
  if (deadline.passed) return new Error('past the deadline')
  deadline.onPassed = () => void reader.cancel().catch(() => {})
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (deadline.passed) return new Error('past the deadline')
      if (done) return { chunks, bytes, done: true }
      chunks.push(value)
      bytes += value.byteLength
      if (budget) {
        budget.held += value.byteLength
        fromBudget += value.byteLength
      }
      if (bytes > limit || (budget && budget.held > budget.max)) return { chunks, bytes, done: false }
    }
  } catch (error) {
    void reader.cancel().catch(() => {})
    return error instanceof Error ? error : new Error(String(error))
  } finally {
    deadline.onPassed = undefined
    if (budget) budget.held -= fromBudget
  }
}

/** The chunks read so far, then the rest of the body as it comes, cut at `limit` bytes or at the deadline. */
function streamOn(
  head: Uint8Array[],
  headBytes: number,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: Deadline,
  limit: number,
): ReadableStream<Uint8Array> {
  let bytes = headBytes
  const queued = [...head]
  deadline.onPassed = () => void reader.cancel().catch(() => {})
  const stop = () => {
    deadline.abandon()
    void reader.cancel().catch(() => {})
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = queued.shift()
      if (next) {
        controller.enqueue(next)
        return
      }
      try {
        const { done, value } = await reader.read()
        if (deadline.passed) throw new Error('The file did not arrive in time.')
        if (done) {
          deadline.end()
          controller.close()
          return
        }
        bytes += value.byteLength
        // Cut, not closed: the visitor sees a broken download, never a short file taken for whole.
        if (bytes > limit) throw new Error('The file is larger than the server passes on.')
        controller.enqueue(value)
      } catch (error) {
        stop()
        controller.error(error)
      }
    },
    cancel: stop,
  })
}

function responseHeaders(answer: Response): Array<[string, string]> {
  return FORWARDED_RESPONSE_HEADERS.flatMap((name) => {
    const value = answer.headers.get(name)
    return value === null ? [] : [[name, value] as [string, string]]
  })
}

/**
 * `Cache-Control` of a shared answer: a CDN in front may keep it for what is left of the copy's freshness, no longer
 * (a stale copy gets `s-maxage=0`, which nginx does not keep). With a fixed 60 s, nginx in front kept a copy this
 * cache was about to refresh for another 60 s, and then this cache's stale copy for 60 s more: a change at the
 * backend took up to two minutes and more. `Age` is not sent: nginx 1.22 ignores it, and a cache
 * that honours it would count the age twice. A browser asks again every time (`max-age=0`).
 */
function cacheControlAtAge(ageMs: number): string {
  return sharedCacheControl(Math.max(0, Math.floor((FRESH_MS - ageMs) / 1000)))
}

/**
 * The answer of a copy, named (BACKEND_COPY_HEADER). To a request that names this very copy (the server's own render,
 * which holds its records parsed: src/api/parsed-lists.ts), `304` and no body: nothing to copy, send or read again.
 * Never kept by anyone (`no-store`): a visitor who sends the header gets only an empty answer of their own.
 */
function fromCopy(copy: NamedAnswer, status: CacheStatus, request: Request, ageMs: number): Response {
  if (request.headers.get(BACKEND_COPY_HEADER) === copy.copy) {
    return new Response(null, {
      status: 304,
      headers: { [BACKEND_COPY_HEADER]: copy.copy, 'Cache-Control': 'no-store', [CACHE_STATUS_HEADER]: status },
    })
  }
  const headers = new Headers(copy.headers)
  headers.set('Cache-Control', cacheControlAtAge(ageMs))
  headers.set(CACHE_STATUS_HEADER, status)
  headers.set(BACKEND_COPY_HEADER, copy.copy)
  const method = request.method.toUpperCase()
  return new Response(method === 'HEAD' ? null : copy.body.slice(0), { status: copy.status, headers })
}

/** Headers of an answer never kept, by this cache, a CDN or a browser. */
function unkeptHeaders(outcome: Outcome): Headers {
  const headers = new Headers(outcome.headers)
  headers.set('Cache-Control', 'private, no-store')
  headers.set(CACHE_STATUS_HEADER, 'BYPASS')
  return headers
}

/** A backend answer given on as it came, never stored, never kept by a browser or a CDN. */
function passedThrough(outcome: Outcome, method: string): Response {
  if (isLargeFile(outcome)) {
    const body = outcome.take()
    // Taken already (it cannot be: a visitor's own call has one taker); the visitor is told the call failed.
    if (!body) return passedThrough(failure(502, 'The backend broke off its answer.'), method)
    return largeFile(outcome, body, method)
  }
  // A copy of the body: one answer may go to every visitor waiting for the call.
  const body = method === 'HEAD' ? null : outcome.body.slice(0)
  return new Response(body, { status: outcome.status, headers: unkeptHeaders(outcome) })
}

/** A file larger than a copy, streamed to one visitor (MAX_FILE_BYTES says why it is never kept). */
function largeFile(file: LargeFile, body: ReadableStream<Uint8Array>, method: string): Response {
  if (method !== 'HEAD') return new Response(body, { status: file.status, headers: unkeptHeaders(file) })
  void body.cancel().catch(() => {})
  return new Response(null, { status: file.status, headers: unkeptHeaders(file) })
}

/** A failure of the call made here: a JSON message, as the site's client reads any error. */
function failure(status: 502 | 504, message: string): Answer {
  const body = new TextEncoder().encode(JSON.stringify({ message }))
  return { status, headers: [['content-type', 'application/json; charset=utf-8']], body: body.buffer }
}

const TIMED_OUT = () => failure(504, 'The backend did not answer in time.')
