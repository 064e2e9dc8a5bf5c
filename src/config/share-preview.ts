import { SCHOOL_NAME } from './site'

/**
 * What a shared link previews as (WhatsApp, Facebook, X): a page's description and image. The page's own, taken from
 * its fixed content by its route's loader (share-page-preview.ts), so that the text travels in the page's chunk and not in
 * every page's first load; src/config/page-head.ts turns it into the head tags. This module is in the first load.
 */
export interface PagePreview {
  description: string
  image?: ShareImage
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

export const SHARE_IMAGE_DIR = '/images/share'

/** The school's own preview image: its crest and name, for every page without a photo of its own. */
export const SCHOOL_SHARE_IMAGE: ShareImage = {
  src: `${SHARE_IMAGE_DIR}/school.jpg`,
  alt: `The crest of ${SCHOOL_NAME}`,
}

/** The crest as a PNG (search engines want a raster logo): 512 × 512. */
export const SCHOOL_LOGO_PNG = `${SHARE_IMAGE_DIR}/logo.png`
