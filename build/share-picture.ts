import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { BRAND_COLOUR } from '../src/config/design-tokens.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '../src/config/share-preview.ts'
import { originalPhotoOf } from '../src/content/schemas/photo-path.ts'

/**
 * The link-preview picture of a photo of the site, made the same way by both that make one:
 * scripts/generate-share-images.mjs (every page's, committed to public/) and the build (a magazine issue added as
 * data alone, build/magazine-share-images.ts). WhatsApp and Facebook show neither SVG nor very large files: a JPEG of
 * SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT under SHARE_IMAGE_MAX_BYTES, on the school's colour where the photo leaves
 * room or is transparent.
 *
 * Plain TypeScript that Node runs as it is: the script imports it too.
 */

const JPEG_QUALITY = 80
/** Renders an SVG placeholder (500 to 640 px wide) sharp enough for SHARE_IMAGE_WIDTH. */
const SVG_DENSITY = 300

/** 'cover' fills the frame (a scene), 'contain' shows the whole picture on the school's colour (a magazine's page). */
export type ShareFit = 'cover' | 'contain'

/** Writes `image` to `target` as a preview JPEG and returns its bytes; fails when WhatsApp would skip it. */
export async function writeShareJpeg(image: Sharp, target: string): Promise<number> {
  await image.flatten({ background: BRAND_COLOUR }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(target)
  const bytes = statSync(target).size
  if (bytes > SHARE_IMAGE_MAX_BYTES) throw new Error(`${target} is ${bytes} bytes, more than ${SHARE_IMAGE_MAX_BYTES}`)
  return bytes
}

/**
 * Writes to `target` the preview picture of the photo at `publicPath` on the site: from the school's own original
 * (src/content/photos/) when there is one, else the placeholder in public/. Returns its bytes.
 */
export async function writeSharePhoto(
  root: string,
  publicPath: string,
  fit: ShareFit,
  target: string,
): Promise<number> {
  const source = originalPhotoOf(publicPath, root) ?? join(root, 'public', publicPath)
  const image = sharp(source, source.toLowerCase().endsWith('.svg') ? { density: SVG_DENSITY } : {})
  return writeShareJpeg(image.resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit, background: BRAND_COLOUR }), target)
}
