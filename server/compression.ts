import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'
import { isCompressedType } from '../policy/compression'
import { createKeptAnswers } from './kept-answers'
import { readUpTo } from './read-body'

/**
 * The server compresses what it sends: on a slow line, `/Gallery`'s 28 KB of HTML sent plain was one more
 * round trip before the first paint than the static host's gzip. Brotli or gzip, as the browser asks (its q-values
 * first, brotli when both are as good), for the text the server writes: pages, the backend's JSON, the RSS feed and
 * the calendar (the types of policy/compression.ts, which nginx's gzip has too). Files that come precompressed (the
 * build's assets), photos and documents, tiny answers, `HEAD`, 204, 206 and 304 are sent as they are. Every answer of a compressible type says `Vary: Accept-Encoding`, compressed or
 * not, so that a cache in front (nginx, a CDN) never gives a browser an encoding it did not ask for.
 *
 * A burst is not compressed a thousand times: the compressed copy of a body is kept, keyed by the encoding and the
 * body's SHA-256 (a kept page or API answer is the same bytes every time it is sent). Compression runs on libuv's
 * thread pool (zlib's asynchronous calls), not on the thread that answers requests.
 *
 * Node's own zlib, not a package: the `compression` middleware is Express's (it wraps Node's response object, which
 * the Web-standard handler here never sees), and Hono's `compress` knows gzip and deflate only. The header's
 * negotiation is the `negotiator` package's, as Express's.
 */

/** Below this a compressed body saves less than a packet (nginx's gzip_min_length is 20 bytes; 1 KB as Express). */
export const MIN_COMPRESSED_BYTES = 1024
/**
 * The largest body compressed: the backend cache's largest JSON answer (4 MB) with room. A larger body, or one of
 * unknown length that grows past it, is sent as it is (streamed, never all held).
 */
const MAX_COMPRESSED_BYTES = 8 * 1024 * 1024
/**
 * Brotli's quality for answers made at request time: 5 compresses a page about as fast as gzip's default and 10 to
 * 15 % smaller; the default (11) is for files compressed once at build time, and takes seconds on 1 MB.
 */
const BROTLI_QUALITY = 5
/** Compressed copies kept: a minute of data pages and API answers is far under it. */
const KEPT_COPIES = 500
const KEPT_COPY_BYTES = 32 * 1024 * 1024
/** How long a copy is kept since it was made (a body sent again after that is compressed again). */
const KEPT_COPY_MS = 10 * 60_000

export type ContentEncoding = 'br' | 'gzip'
/** The server's own order when the browser likes both equally. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip']

const compress: Record<ContentEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
}

/** The encoding a request accepts, by its q-values and then the server's order; undefined for none (identity). */
export function encodingFor(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
    [...ENCODINGS, 'identity'],
    { preferred: ENCODINGS },
  )
  return ENCODINGS.find((encoding) => encoding === chosen)
}

/** A fetch handler; `env` is the runtime's (on Node, the connection: the client's address), passed on as it is. */
type Handler = (request: Request, env?: unknown) => Response | Promise<Response>

/** `handler` with its answers compressed as the request accepts. */
export function withCompression(handler: Handler): Handler & { copiesMade: () => number } {
  const copies = createKeptAnswers<Buffer>({
    freshMs: KEPT_COPY_MS,
    maxEntries: KEPT_COPIES,
    maxBytes: KEPT_COPY_BYTES,
    bytesOf: (copy) => copy.byteLength,
  })

  const compressed = async (request: Request, env?: unknown): Promise<Response> => {
    const answer = await handler(request, env)
    const type = answer.headers.get('Content-Type') ?? ''
    if (!isCompressedType(type) && answer.status !== 304) return answer
    const encoding = encodingFor(request.headers.get('Accept-Encoding'))
    const declared = Number(answer.headers.get('Content-Length') ?? NaN)
    if (
      encoding === undefined ||
      request.method === 'HEAD' ||
      [204, 206, 304].includes(answer.status) ||
      answer.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(answer.headers.get('Cache-Control') ?? '') ||
      declared > MAX_COMPRESSED_BYTES ||
      declared < MIN_COMPRESSED_BYTES
    ) {
      return withVary(answer)
    }
    // Only now is the body touched: the server writes an answer it made itself (a string, bytes) straight to the socket,
    // but one whose body was read as a stream goes through Web streams, several times slower under a burst.
    if (!answer.body) return withVary(answer)
    const headers = new Headers(answer.headers)
    addVary(headers)
    const read = await readUpTo(answer.body, MAX_COMPRESSED_BYTES)
    const plain = (body: BodyInit) => new Response(body, { status: answer.status, headers })
    if (read.rest) return plain(read.rest)
    const body = read.bytes
    if (body.byteLength < MIN_COMPRESSED_BYTES) return plain(body)
    const key = `${encoding} ${createHash('sha256').update(body).digest('base64')}`
    const copy = await copies.answer(key, () => compress[encoding](body))
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(copy.byteLength))
    // The compressed bytes are not the plain ones, but mean the same: a strong ETag becomes weak, as nginx's gzip does.
    const etag = headers.get('ETag')
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
    return new Response(new Uint8Array(copy), { status: answer.status, headers })
  }
  return Object.assign(compressed, { copiesMade: () => copies.stats().computed })
}

/** The answer itself, saying `Vary: Accept-Encoding`; a copy only when its headers cannot change (fetch()'s). */
function withVary(answer: Response): Response {
  try {
    addVary(answer.headers)
    return answer
  } catch {
    const headers = new Headers(answer.headers)
    addVary(headers)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
}

function addVary(headers: Headers) {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}
