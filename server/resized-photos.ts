import { IMAGE_WIDTHS, RESIZER_RAW_URL, RESIZER_URL, RESIZER_WIDTH, resizedUrl } from '../src/config/resizer-template'
import { SHARE_IMAGE_WIDTH } from '../src/config/share-preview'
import { PHOTO_COPY_CACHE_CONTROL, PHOTO_COPY_SECONDS } from '../policy/caching'
import { createKeptAnswers } from './kept-answers'
import { readUpTo } from './read-body'

/**
 * Photos on the site's own origin (issue 49, point 3). A build whose VITE_IMAGE_RESIZER is a path on the site (the
 * deploy's `/img/{width}/{url}`) asks the site for its resized photos; with IMAGE_RESIZER_URL set, the server answers
 * those addresses itself, from the school's resizer (deploy/image-resizer.service, an imgproxy, any URL template), so
 * that the first photo needs no second connection (TCP, and TLS in production) to another origin. Behind the same
 * kind of cache as `/api/`, with the limits the nginx resizer has (issue 34, deploy/image-resizer*.nginx.conf):
 * - one copy per photo and width: only the address the site writes (the template filled with a backend photo and one
 *   of COPY_WIDTHS), nothing after it; anything else is a 400 before any work;
 * - bounded work: RESIZES_AT_ONCE copies asked of the resizer at once, a line of WAITING_AT_MOST behind them, each
 *   waiting IN_LINE_MS at most (a 503 with Retry-After past either); a deadline on each resize, body included; a copy
 *   larger than MAX_COPY_BYTES is refused while it is read (the rest never read);
 * - a copy is kept PHOTO_COPY_SECONDS (policy/caching.ts) and asked once however many want it together; an error is never kept (sent
 *   `no-store`), and the next visitor asks again.
 */
const MAX_KEPT_COPIES = 2_000
const MAX_KEPT_COPY_BYTES = 128 * 1024 * 1024
/** A copy is a photo the width of a screen at most (1920 pixels): a few hundred KB. */
const MAX_COPY_BYTES = 8 * 1024 * 1024
/** The resizer decodes a 12-megapixel phone photo in about a second: a line, not a pile. */
export const RESIZES_AT_ONCE = 4
const WAITING_AT_MOST = 200
/**
 * A wait in line and a resize together stay under the 30 s nginx in front gives an answer (proxy_read_timeout in
 * deploy/server-front-site.nginx.conf), so a visitor gets this server's own error (no-store), never nginx's.
 */
const IN_LINE_MS = 10_000
const RESIZE_DEADLINE_MS = 15_000
/** What the resizer is asked for: any image it makes, the same for every visitor (the copy does not vary). */
const ACCEPT = 'image/avif,image/webp,image/*'

export const IMAGE_CACHE_HEADER = 'X-Image-Cache'

export interface ResizedPhotosOptions {
  /** The build's VITE_IMAGE_RESIZER, a path on the site with {width} and {url} (or {rawUrl}). */
  siteTemplate: string
  /** IMAGE_RESIZER_URL: where copies are made, an absolute template with the same placeholders. */
  resizerTemplate: string
  /** Origins whose files may be resized: the backend's, and VITE_MEDIA_ORIGINS. */
  photoOrigins: readonly string[]
  fetch?: typeof fetch
  /** A resize's deadline, its body included (RESIZE_DEADLINE_MS). */
  deadlineMs?: number
  /** How long a resize may wait in line for a turn (IN_LINE_MS). */
  inLineMs?: number
}

export interface ResizedPhotos {
  /** Whether `url` is at the site template's path (the handler answers it, 400 when it is not a copy's address). */
  handles: (url: URL) => boolean
  answer: (request: Request) => Promise<Response>
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
  let resizerCalls = 0
  let inResizer = 0
  const line: Array<() => void> = []

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
    if (!isPhotoAddress(source, photoOrigins)) return undefined
    // One address per copy: the one the site writes (no other encoding, nothing after it).
    if (resizedUrl(siteTemplate, source, width) !== target) return undefined
    return { source, width }
  }

  /**
   * `work` when a turn is free, else after a wait in line; undefined when the line is full or the wait too long. A
   * resize that ends hands its turn to the first in line (inResizer unchanged), so that no newcomer takes it between.
   */
  async function inTurn<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (inResizer < RESIZES_AT_ONCE) {
      inResizer += 1
    } else {
      if (line.length >= WAITING_AT_MOST) return undefined
      const given = await new Promise<boolean>((resolve) => {
        const turn = () => {
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          line.splice(line.indexOf(turn), 1)
          resolve(false)
        }, inLineMs)
        line.push(turn)
      })
      if (!given) return undefined
    }
    try {
      return await work()
    } finally {
      const next = line.shift()
      if (next) next()
      else inResizer -= 1
    }
  }

  async function makeCopy(source: string, width: number): Promise<Copy> {
    const made = await inTurn(async () => {
      resizerCalls += 1
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), deadlineMs)
      try {
        const answer = await fetchCopy(resizedUrl(resizerTemplate, source, width), {
          headers: { Accept: ACCEPT },
          redirect: 'error',
          signal: controller.signal,
        })
        const type = answer.headers.get('Content-Type') ?? ''
        if (answer.status !== 200 || !/^image\//i.test(type) || !answer.body) {
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
    async answer(request) {
      const url = new URL(request.url)
      const copy = copyOf(url)
      if (!copy || !['GET', 'HEAD'].includes(request.method)) {
        return new Response('Not a photo copy of this site.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        })
      }
      const key = `${copy.width} ${copy.source}`
      let asked = false
      const made = await copies.answer(
        key,
        () => {
          asked = true
          return makeCopy(copy.source, copy.width)
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
    stats: () => ({ resizerCalls, inResizer, waiting: line.length }),
  }
}

/** A backend photo the site would show: http(s), on a photo origin, no credentials. */
function isPhotoAddress(source: string, origins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return false
  }
  if (url.username || url.password || url.hash) return false
  if (url.href !== source) return false
  return origins.includes(url.origin)
}

function failure(status: number, message: string): Copy {
  return { ok: false, status, type: 'text/plain; charset=utf-8', body: new TextEncoder().encode(message) }
}
