import { imageSize } from 'image-size'
import { decodeAttribute } from './render-page'

/**
 * The size of a page's link-preview photo, for `og:image:width` and `og:image:height`. A backend photo
 * previews at SHARE_IMAGE_WIDTH through the resizer, which keeps its shape and never enlarges it: its height, and
 * for a small photo its width, are known only from the image itself. The server reads the preview image once (its
 * header is enough, but a resizer sends it whole: about 100 to 300 KB), keeps the size by address, and writes both
 * into the page. Crawlers such as WhatsApp's and Facebook's then lay the preview out without fetching the image first.
 * Web APIs only (fetch, AbortSignal), as app.ts.
 */

export interface ImageSize {
  width: number
  height: number
}

/** How long a page's render waits for a size not known yet; later, the page goes without it (the next has it). */
const PREVIEW_SIZE_WAIT_MS = 300
/** How long reading one image may take in all. */
const READ_TIMEOUT_MS = 5000
/** A preview image larger than this is not read (a resized 1200 px JPEG is far smaller). */
const MAX_IMAGE_BYTES = 4 * 1024 * 1024
/** Sizes kept, by address; the oldest go first. */
const MAX_SIZES_KEPT = 1000

/** The preview photo sizes of the server, read through `fetch` (the platform's; a test's). */
export function createPreviewImageSizes({ fetch: fetchImage = fetch }: { fetch?: typeof fetch } = {}) {
  const known = new Map<string, ImageSize | null>()
  const reading = new Map<string, Promise<ImageSize | null>>()

  async function read(url: string): Promise<ImageSize | null> {
    try {
      const answer = await fetchImage(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
      if (!answer.ok) return null
      if (Number(answer.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) return null
      const bytes = new Uint8Array(await answer.arrayBuffer())
      if (bytes.length > MAX_IMAGE_BYTES) return null
      const { width, height } = imageSize(bytes)
      return width > 0 && height > 0 ? { width, height } : null
    } catch {
      // Not an image, too slow, unreachable: the page keeps the width it had.
      return null
    }
  }

  return {
    /**
     * The size of the image at `url`, waiting at most `waitMs` for an image not read before: `null` when it cannot be
     * known (not an image, unreachable), `undefined` while it is still being read.
     */
    async sizeOf(url: string, waitMs = PREVIEW_SIZE_WAIT_MS): Promise<ImageSize | null | undefined> {
      if (!/^https?:\/\//.test(url)) return null
      if (known.has(url)) return known.get(url)
      let pending = reading.get(url)
      if (!pending) {
        pending = read(url).then((size) => {
          reading.delete(url)
          known.set(url, size)
          if (known.size > MAX_SIZES_KEPT) known.delete(known.keys().next().value ?? '')
          return size
        })
        reading.set(url, pending)
      }
      const late = new Promise<undefined>((done) => setTimeout(() => done(undefined), waitMs))
      return Promise.race([pending, late])
    },
  }
}

export type PreviewImageSizes = ReturnType<typeof createPreviewImageSizes>

const OG_IMAGE = /<meta property="og:image" content="([^"]*)"\s*\/?>/
const OG_IMAGE_WIDTH = /<meta property="og:image:width" content="[^"]*"\s*\/?>/
const OG_IMAGE_HEIGHT = /<meta property="og:image:height"/

/**
 * The page with its preview photo's own size: where the head gives a width and no height (a backend photo through
 * the resizer, config/page-head.ts), the width is the image's own and its height follows it. `complete` is false
 * when the image was still being read: such a page is not one for a CDN to keep (the next render has the size).
 */
export async function withPreviewImageSize(
  html: string,
  sizes: PreviewImageSizes,
): Promise<{ html: string; complete: boolean }> {
  const head = html.slice(0, html.indexOf('</head>'))
  const image = OG_IMAGE.exec(head)
  if (!image?.[1] || !OG_IMAGE_WIDTH.test(head) || OG_IMAGE_HEIGHT.test(head)) return { html, complete: true }
  const size = await sizes.sizeOf(decodeAttribute(image[1]))
  if (!size) return { html, complete: size === null }
  const tags = `<meta property="og:image:width" content="${size.width}"/><meta property="og:image:height" content="${size.height}"/>`
  return { html: html.replace(OG_IMAGE_WIDTH, () => tags), complete: true }
}
