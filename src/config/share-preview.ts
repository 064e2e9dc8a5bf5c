import { SCHOOL_NAME } from './site.ts'

/**
 * What a shared link previews as (WhatsApp, Facebook, X): a page's description and image. The page's own, taken from
 * its fixed content by its route's loader (share-page-preview.ts), so that the text travels in the page's chunk and not in
 * every page's first load; src/config/page-head.ts turns it into the head tags. This module is in the first load.
 */
export interface PagePreview {
  /** The item's own title, for a page that shows one item (an album): "Annual Sports Day | School". */
  title?: string
  /** The item's own address (path and query: `/SubGallery?id=…`), for the canonical link and `og:url`. */
  address?: string
  description: string
  /**
   * The content's English text the description was made from (a fixed page's first paragraph): a Hindi page describes
   * itself with that text's Hindi, where the content has it.
   */
  contentText?: string
  image?: ShareImage
  /** A photo of the backend's instead of a share image of the site's (an album's cover). */
  photo?: SharePhoto
  /** schema.org JSON-LD of the item the page shows (an album's ImageGallery), for search engines. */
  structuredData?: Record<string, unknown>
}

/** A backend photo as a link's preview image. */
interface SharePhoto {
  /** Absolute URL (through the image resizer when the school has one). */
  url: string
  alt: string
  /** Known only when resized (SHARE_IMAGE_WIDTH); a photo's height follows from its own shape. */
  width: number | undefined
}

/** An image made for link previews: JPEG, SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT (scripts/generate-share-images.mjs). */
export interface ShareImage {
  /** Path on the site, under SHARE_IMAGE_DIR. */
  src: string
  alt: string
}

/** The size Facebook and WhatsApp show large (1.91:1); they do not show SVG, so these are JPEG copies. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
/** WhatsApp skips a preview image much above this. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024

export const SHARE_IMAGE_DIR = '/images/share'

/** The school's own preview image: its crest and name, for every page without a photo of its own. */
export const SCHOOL_SHARE_IMAGE: ShareImage = {
  src: `${SHARE_IMAGE_DIR}/school.jpg`,
  alt: `The crest of ${SCHOOL_NAME}`,
}

/** The crest as a PNG (search engines want a raster logo): 512 × 512. */
export const SCHOOL_LOGO_PNG = `${SHARE_IMAGE_DIR}/logo.png`
