// @ts-check
// A real image resizer for development, the mock backend and the benchmark (issue 18): sharp (libvips) makes the
// copy a resizer service would (Cloudflare, Netlify, imgproxy, nginx's image_filter...), so what the tests and
// `npm run perf` measure is what a school with a resizer gets. Never used by a production build: there
// VITE_IMAGE_RESIZER points at the school's own resizer.
//
// Its URL has the shape of the README's templates: `/__resize?url={url}&w={width}`.
import sharp from 'sharp'

/** Where the development server and the mock backend answer resize requests. */
export const RESIZE_PATH = '/__resize'

/** The template for VITE_IMAGE_RESIZER that points at this resizer on `origin` ('' for the site's own). */
export const resizerTemplate = (origin = '') => `${origin}${RESIZE_PATH}?url={url}&w={width}`

/** Widths it makes: 1 to 4000 pixels (larger asks are refused, as real resizers cap them). */
const MAX_WIDTH = 4000
/** Copies kept in memory (a resizer service caches its results; sharp should not time every request). */
const CACHE_ENTRIES = 300
const QUALITY = 70

/**
 * `{ source, width }` from a resize URL, or a message saying what is wrong with it.
 * @param {URL} url
 * @returns {{ source: string, width: number } | { error: string }}
 */
function parseResizeRequest(url) {
  const source = url.searchParams.get('url')
  const width = Number(url.searchParams.get('w'))
  if (!source || !/^https?:\/\//.test(source)) return { error: 'url must be an absolute http(s) URL' }
  if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return { error: `w must be 1 to ${MAX_WIDTH}` }
  return { source, width }
}

/**
 * A copy `width` pixels wide (never wider than the original), turned upright by its EXIF orientation, as WebP
 * when the browser accepts it (every current one does), else JPEG.
 * @param {Buffer} bytes
 * @param {number} width
 * @param {string} [accept] the request's Accept header
 * @returns {Promise<{ body: Buffer, type: string }>}
 */
async function resizeImage(bytes, width, accept = '') {
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
 * Its types for TypeScript importers are in image-resizer.d.mts.
 * @param {(source: string) => Promise<Buffer | undefined>} loadSource
 * @returns {(url: URL, accept?: string) => Promise<import('./image-resizer.mjs').ResizeAnswer>}
 */
export function createResizer(loadSource) {
  /** @type {Map<string, { body: Buffer, type: string }>} */
  const cache = new Map()
  return async function answerResize(url, accept = '') {
    const request = parseResizeRequest(url)
    if ('error' in request) return { status: 400, type: 'text/plain', body: Buffer.from(request.error) }
    const key = `${request.source} ${request.width} ${/image\/webp/.test(accept)}`
    let copy = cache.get(key)
    if (copy === undefined) {
      const original = await loadSource(request.source)
      if (original === undefined) return { status: 404, type: 'text/plain', body: Buffer.from('no such image') }
      try {
        copy = await resizeImage(original, request.width, accept)
      } catch {
        return { status: 415, type: 'text/plain', body: Buffer.from('not an image') }
      }
      cache.set(key, copy)
      // The oldest entry (a Map keeps insertion order); there is one, the cache being over its size.
      if (cache.size > CACHE_ENTRIES) cache.delete(/** @type {string} */ (cache.keys().next().value))
    }
    return {
      status: 200,
      type: copy.type,
      body: copy.body,
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' },
    }
  }
}
