// A real image resizer for development, the mock backend and the benchmark: sharp (libvips) makes the
// copy a resizer service would (Cloudflare, Netlify, imgproxy, nginx's image_filter...), so what the tests and
// `npm run perf` measure is what a school with a resizer gets. Never used by a production build: there
// VITE_IMAGE_RESIZER points at the school's own resizer.
//
// Its URL has the shape of the README's templates: `/__resize?url={url}&w={width}`.
import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { IMMUTABLE_FILE_CACHE_CONTROL } from '../policy/caching.ts'

/** A resizer's answer to one request. */
export interface ResizeAnswer {
  status: number
  type: string
  body: Buffer
  headers?: Record<string, string>
}

/** Where the development server and the mock backend answer resize requests. */
export const RESIZE_PATH = '/__resize'

/** The template for VITE_IMAGE_RESIZER that points at this resizer on `origin` ('' for the site's own). */
export const resizerTemplate = (origin = ''): string => `${origin}${RESIZE_PATH}?url={url}&w={width}`

/** Widths it makes: 1 to 4000 pixels (larger asks are refused, as real resizers cap them). */
const MAX_WIDTH = 4000
/** Copies kept in memory (a resizer service caches its results; sharp should not time every request). */
const CACHE_ENTRIES = 300
const QUALITY = 70
/**
 * Resizes at once, at most: one a core. A page asks for a dozen copies together; unbounded, every 12-megapixel
 * decode competes with every other and all of them arrive late together, where in turn the first ones arrive early.
 */
const RESIZES_AT_ONCE = availableParallelism()

/** A queue that runs a task when fewer than `limit` of its tasks are running. */
function queue(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise((resolve) => waiting.push(() => resolve(undefined)))
    running += 1
    try {
      return await task()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}

interface ResizeRequest {
  source: string
  width: number
}

/** `{ source, width }` from a resize URL, or a message saying what is wrong with it. */
function parseResizeRequest(url: URL): ResizeRequest | { error: string } {
  const source = url.searchParams.get('url')
  const width = Number(url.searchParams.get('w'))
  if (!source || !/^https?:\/\//.test(source)) return { error: 'url must be an absolute http(s) URL' }
  if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return { error: `w must be 1 to ${MAX_WIDTH}` }
  return { source, width }
}

/**
 * A copy `width` pixels wide (never wider than the original), turned upright by its EXIF orientation, as WebP
 * when the browser accepts it (every current one does), else JPEG. `accept` is the request's Accept header.
 */
async function resizeImage(bytes: Buffer, width: number, accept = ''): Promise<{ body: Buffer; type: string }> {
  const webp = /image\/webp/.test(accept)
  const pipeline = sharp(bytes, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true })
  const body = webp
    ? await pipeline.webp({ quality: QUALITY }).toBuffer()
    : await pipeline.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer()
  return { body, type: webp ? 'image/webp' : 'image/jpeg' }
}

/**
 * A request handler for RESIZE_PATH: `loadSource(url)` gives the original's bytes (or undefined: 404). Results
 * are cached by source, width and format. Answers with a year's caching, as a resizer service does.
 */
export function createResizer(
  loadSource: (source: string) => Promise<Buffer | undefined>,
): (url: URL, accept?: string) => Promise<ResizeAnswer> {
  const cache = new Map<string, Promise<{ body: Buffer; type: string } | { status: number; error: string }>>()
  const runResize = queue(RESIZES_AT_ONCE)
  const makeCopy = async (request: ResizeRequest, accept: string) => {
    const original = await loadSource(request.source)
    if (original === undefined) return { status: 404, error: 'no such image' }
    try {
      return await runResize(() => resizeImage(original, request.width, accept))
    } catch {
      return { status: 415, error: 'not an image' }
    }
  }
  return async function answerResize(url: URL, accept = ''): Promise<ResizeAnswer> {
    const request = parseResizeRequest(url)
    if ('error' in request) return { status: 400, type: 'text/plain', body: Buffer.from(request.error) }
    const key = `${request.source} ${request.width} ${/image\/webp/.test(accept)}`
    // The promise is kept, so requests for a copy being made wait for it instead of making it again.
    let pending = cache.get(key)
    if (pending === undefined) {
      pending = makeCopy(request, accept)
      cache.set(key, pending)
      // The oldest entry (a Map keeps insertion order); there is one, the cache being over its size.
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
    }
    const copy = await pending
    if ('error' in copy) {
      cache.delete(key)
      return { status: copy.status, type: 'text/plain', body: Buffer.from(copy.error) }
    }
    return {
      status: 200,
      type: copy.type,
      body: copy.body,
      headers: { 'Cache-Control': IMMUTABLE_FILE_CACHE_CONTROL, Vary: 'Accept' },
    }
  }
}
