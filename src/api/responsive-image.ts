import { config } from '@/config/env'
import { IMAGE_WIDTHS, resizedUrl } from '@/config/resizer-template'
import { SHARE_IMAGE_WIDTH, type PagePreview } from '@/config/share-preview'

/**
 * Backend photos at the width they are shown. The backend serves photos as the school uploaded them
 * (a phone's 4000×3000 JPEG of 3 MB); an image resizer (VITE_IMAGE_RESIZER, a URL template) makes smaller copies,
 * and the browser picks one from a `srcset` of these widths by the `sizes` the component declares.
 */

const WIDEST = Math.max(...IMAGE_WIDTHS)

/** What an `<img>` needs: `src` for browsers without srcset, `srcSet` when a resizer is configured. */
export interface ImageSources {
  src: string
  srcSet?: string
}

/**
 * The sources of a backend photo (an absolute URL that already passed mediaUrl): without a resizer, the photo as
 * the backend serves it; with one, a srcset of every width up to the first that covers `maxWidth`, and as `src` the smallest width that
 * fills `fallbackWidth` (what a browser without srcset shows: the box the component reserves).
 */
export function imageSources(
  source: string,
  fallbackWidth: number,
  { template = config.imageResizer, maxWidth = WIDEST }: { template?: string; maxWidth?: number } = {},
): ImageSources {
  if (template === undefined) return { src: source }
  const enough = IMAGE_WIDTHS.findIndex((width) => width >= maxWidth)
  const widths = enough === -1 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, enough + 1)
  const fallback = widths.find((width) => width >= fallbackWidth) ?? widths.at(-1) ?? WIDEST
  return {
    src: resizedUrl(template, source, fallback),
    srcSet: widths.map((width) => `${resizedUrl(template, source, width)} ${width}w`).join(', '),
  }
}

/** A lightbox slide's copies ({src, width, height}), for yet-another-react-lightbox's own srcSet. */
export interface SlideSource {
  src: string
  width: number
  height: number
}

/**
 * The copies the lightbox chooses from: every resized width, then the original itself as the largest, so the
 * full-size photo is fetched only when a visitor zooms in far enough to need it. `aspect` is width / height (the
 * thumbnail's, once it has loaded), `originalWidth` what a phone photo usually is. Without a resizer, none: the
 * lightbox shows the original.
 */
export function lightboxSources(
  source: string,
  aspect: number,
  {
    template = config.imageResizer,
    originalWidth = ORIGINAL_PHOTO_WIDTH,
  }: { template?: string; originalWidth?: number } = {},
): SlideSource[] | undefined {
  if (template === undefined) return undefined
  const heightAt = (width: number) => Math.max(1, Math.round(width / aspect))
  return [
    ...IMAGE_WIDTHS.filter((width) => width >= LIGHTBOX_MIN_WIDTH).map((width) => ({
      src: resizedUrl(template, source, width),
      width,
      height: heightAt(width),
    })),
    { src: source, width: originalWidth, height: heightAt(originalWidth) },
  ]
}

/** The lightbox is at least a phone's width: no copies narrower than this. */
const LIGHTBOX_MIN_WIDTH = 480

/** The width a school's phone photo usually has (4000×3000): the original's place in the lightbox's choice. */
export const ORIGINAL_PHOTO_WIDTH = 4000

/** The shape the lightbox assumes before a thumbnail tells it the real one: a phone photo's 4:3. */
export const DEFAULT_PHOTO_ASPECT = 4 / 3

/**
 * A backend photo (an album's cover, an event's photo) as a link's preview image: resized to the width previews show
 * when the school has a resizer (its width then known), else the photo itself.
 */
export function backendPhotoPreview(url: string | undefined, alt: string): PagePreview['photo'] {
  if (!url) return undefined
  const resizer = config.imageResizer
  return {
    url: resizer ? new URL(resizedUrl(resizer, url, SHARE_IMAGE_WIDTH), config.siteUrl).href : url,
    alt,
    width: resizer ? SHARE_IMAGE_WIDTH : undefined,
  }
}
