import type { Context } from 'hono'
import { clientNetworkOf } from './client-network'
import { API_PREFIX } from '../src/api/endpoints'
import { IMAGE_WIDTHS, RESIZER_RAW_URL, RESIZER_URL, RESIZER_WIDTH, resizedUrl } from '../src/config/resizer-template'
import { SHARE_IMAGE_WIDTH } from '../src/config/share-preview'
import { PHOTO_COPY_CACHE_CONTROL, PHOTO_COPY_SECONDS } from '../policy/caching'
import { backendCallOf } from './api-request-rules'
import { createKeptAnswers } from './kept-answers'
import { readUpTo } from './read-body'

/**
 * Photos on the site's own origin. A build whose VITE_IMAGE_RESIZER is a path on the site (the deploy's
 * `/img/{width}/{url}`) asks the site for its resized photos; with IMAGE_RESIZER_URL set, the server answers those
 * addresses itself, from the school's resizer (deploy/image-resizer.service, an imgproxy, any URL template), so that
 * the first photo needs no second connection (TCP, and TLS in production) to another origin. Behind the same kind of
 * cache as `/api/`, with the limits the nginx resizer has (deploy/image-resizer*.nginx.conf):
 * - one copy per photo and width: only the address the site writes (the template filled with one of COPY_WIDTHS and
 *   a photo of the contract: a backend file with an image's name, or a raster image on a media origin), nothing after
 *   it; anything else is a 400 before any work, so that `/img/` is no way to the backend's other addresses;
 * - bounded work, shared fairly: RESIZES_AT_ONCE copies asked of the resizer at once, a line of WAITING_AT_MOST
 *   behind them, each waiting IN_LINE_MS at most; a client (an IPv6 client by its /64) holds at most CLIENT_SHARE of
 *   them, and the turns go round the clients that wait, so that one client's flood costs everyone else one turn at
 *   most (a 503 with Retry-After past any bound); a deadline on each resize, body included; a copy larger than
 *   MAX_COPY_BYTES is refused while it is read (the rest never read);
 * - only a raster image comes back (RASTER_TYPES): an SVG would be a document on the site's origin, under the site's
 *   policy, where a form in a `<foreignObject>` renders;
 * - a copy is kept PHOTO_COPY_SECONDS (policy/caching.ts) and asked once however many want it together; an error is
 *   never kept (sent `no-store`), and the next visitor asks again.
 */
const MAX_KEPT_COPIES = 2_000
const MAX_KEPT_COPY_BYTES = 128 * 1024 * 1024
/** A copy is a photo the width of a screen at most (1920 pixels): a few hundred KB. */
const MAX_COPY_BYTES = 8 * 1024 * 1024
/** The resizer decodes a 12-megapixel phone photo in about a second: a line, not a pile. */
export const RESIZES_AT_ONCE = 4
const WAITING_AT_MOST = 200
/**
 * The copies one client may have waiting or under way. A page asks for a dozen copies together (its photos in view
 * and the lazy ones just below); twice that leaves room for a second page while the first is still coming.
 */
export const CLIENT_SHARE = 24
/**
 * A wait in line and a resize together stay under the 30 s nginx in front gives an answer (proxy_read_timeout in
 * deploy/server-front-site.nginx.conf), so a visitor gets this server's own error (no-store), never nginx's.
 */
const IN_LINE_MS = 10_000
const RESIZE_DEADLINE_MS = 15_000
/** What the resizer is asked for: any image it makes, the same for every visitor (the copy does not vary). */
const ACCEPT = 'image/avif,image/webp,image/*'
/** The copies served: raster images alone, whatever else the resizer answers (an SVG runs on the site's origin). */
const RASTER_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
/** A backend file the resizer may read: a photo, or a drawing it turns into one (the demo data's are SVG). */
const BACKEND_IMAGE_NAME = /\.(jpe?g|png|webp|avif|gif|svg)$/i
/** A file on a media origin (a store of files of every kind) the resizer may read: a photo. */
const MEDIA_IMAGE_NAME = /\.(jpe?g|png|webp|avif|gif)$/i
/** The contract's file calls take any path (`/api/image/{path}`): the school code plays no part in them. */
const FILES_NEED_NO_SCHOOL_CODE = ''
/** Who asks when the server cannot tell (no client-address function, or the server's own request). */
const UNKNOWN_CLIENT = ''

export const IMAGE_CACHE_HEADER = 'X-Image-Cache'

export interface ResizedPhotosOptions {
  /** The build's VITE_IMAGE_RESIZER, a path on the site with {width} and {url} (or {rawUrl}). */
  siteTemplate: string
  /** IMAGE_RESIZER_URL: where copies are made, an absolute template with the same placeholders. */
  resizerTemplate: string
  /**
   * Origins whose contract files with an image's name (`/api/image...`, api-request-rules.ts) may be resized: the
   * backend's, and the media origins too (a store of files answers none of the backend's calls).
   */
  photoOrigins: readonly string[]
  /** VITE_MEDIA_ORIGINS: their raster images, by path alone (no query), may be resized too. */
  mediaOrigins?: readonly string[]
  /** The address of the client a request comes from (node.ts's), for its fair share of the resizer. */
  clientOf?: (c: Context) => string
  fetch?: typeof fetch
  /** A resize's deadline, its body included (RESIZE_DEADLINE_MS). */
  deadlineMs?: number
  /** How long a resize may wait in line for a turn (IN_LINE_MS). */
  inLineMs?: number
}

export interface ResizedPhotos {
  /** Whether `url` is at the site template's path (the handler answers it, 400 when it is not a copy's address). */
  handles: (url: URL) => boolean
  /** The answer to `request`, asked by the client of `context` (none: the server itself). */
  answer: (request: Request, context?: Context) => Promise<Response>
  stats: () => { resizerCalls: number; inResizer: number; waiting: number }
}

interface Copy {
  ok: boolean
  status: number
  type: string
  body: Uint8Array<ArrayBuffer>
}

/** The widths the site asks for: its srcset's, and a shared link's preview photo. */
export const COPY_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, SHARE_IMAGE_WIDTH]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A matcher of the addresses a site template makes: its width and its (still encoded) source. */
function templateMatcher(template: string): RegExp {
  const pattern = escapeRegExp(template)
    .replace(escapeRegExp(RESIZER_WIDTH), '(?<width>[0-9]{1,5})')
    .replace(escapeRegExp(RESIZER_URL), "(?<url>[A-Za-z0-9_.!~*'()%-]+)")
    .replace(escapeRegExp(RESIZER_RAW_URL), '(?<raw>https?://[^#]+)')
  return new RegExp(`^${pattern}$`)
}

export function createResizedPhotos({
  siteTemplate,
  resizerTemplate,
  photoOrigins,
  mediaOrigins = [],
  clientOf,
  fetch: fetchCopy = fetch,
  deadlineMs = RESIZE_DEADLINE_MS,
  inLineMs = IN_LINE_MS,
}: ResizedPhotosOptions): ResizedPhotos {
  const matcher = templateMatcher(siteTemplate)
  const templatePath = siteTemplate.split(/[?{]/)[0] ?? siteTemplate
  const copies = createKeptAnswers<Copy>({
    freshMs: PHOTO_COPY_SECONDS * 1000,
    maxEntries: MAX_KEPT_COPIES,
    maxBytes: MAX_KEPT_COPY_BYTES,
    bytesOf: (copy) => copy.body.byteLength,
  })
  const line = createFairLine({
    turns: RESIZES_AT_ONCE,
    waitingAtMost: WAITING_AT_MOST,
    clientShare: CLIENT_SHARE,
    inLineMs,
  })
  let resizerCalls = 0

  /** The photo and width of a copy's address, when it is exactly the address the site writes for them. */
  function copyOf(url: URL): { source: string; width: number } | undefined {
    const target = `${url.pathname}${url.search}`
    const match = matcher.exec(target)
    if (!match?.groups) return undefined
    const width = Number(match.groups.width)
    if (!COPY_WIDTHS.includes(width)) return undefined
    let source: string
    try {
      source = match.groups.url !== undefined ? decodeURIComponent(match.groups.url) : (match.groups.raw ?? '')
    } catch {
      return undefined
    }
    if (!isContractPhoto(source, photoOrigins, mediaOrigins)) return undefined
    // One address per copy: the one the site writes (no other encoding, nothing after it).
    if (resizedUrl(siteTemplate, source, width) !== target) return undefined
    return { source, width }
  }

  async function makeCopy(source: string, width: number, client: string): Promise<Copy> {
    const made = await line.run(client, async () => {
      resizerCalls += 1
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), deadlineMs)
      try {
        const answer = await fetchCopy(resizedUrl(resizerTemplate, source, width), {
          headers: { Accept: ACCEPT },
          redirect: 'error',
          signal: controller.signal,
        })
        const type = mediaTypeOf(answer.headers.get('Content-Type'))
        if (answer.status !== 200 || !RASTER_TYPES.has(type) || !answer.body) {
          await answer.body?.cancel()
          return failure(502, `The image resizer answered ${answer.status} (${type || 'no type'}).`)
        }
        const read = await readUpTo(answer.body, MAX_COPY_BYTES)
        if (read.rest) {
          await read.rest.cancel()
          return failure(502, 'The image resizer’s copy is larger than a copy can be.')
        }
        return { ok: true, status: 200, type, body: read.bytes }
      } catch {
        // The deadline (the answer or its body late), or no answer at all (refused, a redirect, a broken connection).
        return controller.signal.aborted
          ? failure(504, 'The image resizer did not answer in time.')
          : failure(502, 'The image resizer could not be reached.')
      } finally {
        clearTimeout(timer)
      }
    })
    return made ?? failure(503, 'The image resizer is busy; please try again.')
  }

  return {
    handles: (url) => url.pathname.startsWith(templatePath),
    async answer(request, context) {
      const url = new URL(request.url)
      const copy = copyOf(url)
      if (!copy || !['GET', 'HEAD'].includes(request.method)) {
        return new Response('Not a photo copy of this site.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        })
      }
      const client = context && clientOf ? clientNetworkOf(clientOf(context)) : UNKNOWN_CLIENT
      const key = `${copy.width} ${copy.source}`
      let asked = false
      const made = await copies.answer(
        key,
        () => {
          asked = true
          return makeCopy(copy.source, copy.width, client)
        },
        (done) => done.ok,
      )
      const headers = new Headers({
        'Content-Type': made.type,
        'Content-Length': String(made.body.byteLength),
        'Cache-Control': made.ok ? PHOTO_COPY_CACHE_CONTROL : 'no-store',
        'X-Content-Type-Options': 'nosniff',
        [IMAGE_CACHE_HEADER]: asked ? 'MISS' : 'HIT',
      })
      if (made.status === 503) headers.set('Retry-After', '5')
      return new Response(request.method === 'HEAD' ? null : made.body, { status: made.status, headers })
    },
    stats: () => ({ resizerCalls, ...line.stats() }),
  }
}

interface FairLine {
  /**
   * `work` in its client's turn: at once when a turn is free, else after a wait in line. Undefined, without waiting,
   * when the client already holds its share or the line is full; undefined too when the wait grows too long.
   */
  run: <T>(client: string, work: () => Promise<T>) => Promise<T | undefined>
  stats: () => { inResizer: number; waiting: number }
}

/**
 * The resizer's line, fair between clients: each client waits in a line of its own, and a turn that ends goes to
 * the client next in the round (the one served longest ago), not to whoever came first; a client that holds
 * `clientShare` requests (waiting or at work) is refused more. A flood from one client then makes every other
 * client wait one turn at most, instead of behind the whole flood.
 */
function createFairLine({
  turns,
  waitingAtMost,
  clientShare,
  inLineMs,
}: {
  turns: number
  waitingAtMost: number
  clientShare: number
  inLineMs: number
}): FairLine {
  let working = 0
  let waiting = 0
  /** The clients that wait, in the order of their next turn (a Map keeps its order), each with its waiting turns. */
  const lines = new Map<string, Array<() => void>>()
  /** What each client holds: its requests waiting or at work. */
  const held = new Map<string, number>()

  function hold(client: string, change: number) {
    const now = (held.get(client) ?? 0) + change
    if (now === 0) held.delete(client)
    else held.set(client, now)
  }

  /** A turn that ends goes to the next client in the round, which then goes to the back; with none, it is free. */
  function handOn() {
    const next = lines.entries().next()
    if (next.done) {
      working -= 1
      return
    }
    const [client, turnsOfClient] = next.value
    lines.delete(client)
    const turn = turnsOfClient.shift()
    if (turnsOfClient.length > 0) lines.set(client, turnsOfClient)
    waiting -= 1
    turn?.()
  }

  /** Whether the client's turn came before the wait grew too long. */
  function turnOf(client: string): Promise<boolean> {
    return new Promise((resolve) => {
      const turnsOfClient = lines.get(client) ?? []
      const turn = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        turnsOfClient.splice(turnsOfClient.indexOf(turn), 1)
        if (turnsOfClient.length === 0) lines.delete(client)
        waiting -= 1
        resolve(false)
      }, inLineMs)
      turnsOfClient.push(turn)
      // A client new to the line joins the round at its back.
      lines.set(client, turnsOfClient)
      waiting += 1
    })
  }

  return {
    async run(client, work) {
      if ((held.get(client) ?? 0) >= clientShare) return undefined
      if (working >= turns && waiting >= waitingAtMost) return undefined
      hold(client, 1)
      try {
        // A turn that ends is handed on (handOn) with `working` unchanged, so that no newcomer takes it between.
        if (working < turns) working += 1
        else if (!(await turnOf(client))) return undefined
        try {
          return await work()
        } finally {
          handOn()
        }
      } finally {
        hold(client, -1)
      }
    },
    stats: () => ({ inResizer: working, waiting }),
  }
}

/**
 * A photo of the contract, as the site writes its address (api/image-url.ts): http(s), no credentials, no fragment,
 * already in the URL parser's own spelling; then on a backend origin one of the contract's file calls
 * (api-request-rules.ts) naming an image, or on a media origin a photo by its path alone.
 */
function isContractPhoto(source: string, backendOrigins: readonly string[], mediaOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return false
  }
  if (url.username || url.password || url.hash || url.href !== source) return false
  if (!['http:', 'https:'].includes(url.protocol)) return false
  if (backendOrigins.includes(url.origin) && isBackendPhoto(url)) return true
  return mediaOrigins.includes(url.origin) && isMediaPhoto(url)
}

/**
 * A contract file with an image's name: `/api/image?url={path}` as the site writes it (its one parameter, encoded
 * by encodeURIComponent) or `/api/image/{path}`, nothing after it, its path one the contract lets through.
 */
function isBackendPhoto(url: URL): boolean {
  const call = backendCallOf('GET', url, FILES_NEED_NO_SCHOOL_CODE)
  if (!call.allowed || call.answers !== 'file') return false
  const byParameter = url.pathname === `${API_PREFIX}image`
  const filePath = byParameter ? url.searchParams.get('url') : url.search === '' ? url.pathname : null
  if (filePath === null) return false
  if (byParameter && url.search !== `?url=${encodeURIComponent(filePath)}`) return false
  return BACKEND_IMAGE_NAME.test(filePath)
}

/**
 * A photo on a media origin: a raster image's name, no query, its path plain as a backend file's must be (no climb,
 * nothing encoded twice); and none of the backend's calls, should a media origin be the backend's too.
 */
function isMediaPhoto(url: URL): boolean {
  if (url.search !== '' || !MEDIA_IMAGE_NAME.test(url.pathname)) return false
  if (url.pathname.startsWith(API_PREFIX)) return false
  const asBackendFile = new URL(`${API_PREFIX}image${url.pathname}`, url.origin)
  return backendCallOf('GET', asBackendFile, FILES_NEED_NO_SCHOOL_CODE).allowed
}

/** A Content-Type's media type alone, in lower case (`Image/PNG; q=1` is `image/png`). */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
}

function failure(status: number, message: string): Copy {
  return { ok: false, status, type: 'text/plain; charset=utf-8', body: new TextEncoder().encode(message) }
}
