/**
 * The school's own photos: an original (JPEG, PNG or WebP, any size) saved in src/content/photos/ at the
 * path of its placeholder under public/, with the same name and its own extension, replaces that placeholder:
 * src/content/photos/images/static/library-1.jpg replaces public/images/static/library-1.svg. The build
 * (vite-imagetools on sharp, vite.config.ts) turns it into WebP at STATIC_PHOTO_WIDTHS, never wider than the original.
 *
 * This module is plain TypeScript (no import.meta.glob), so vite.config.ts can read the pipeline's settings. The
 * globs live in slider-photos.ts, static-page-photos.ts and magazine-photos.ts, one per folder, so that a page's
 * chunk carries the list of its own folder's photos only (a magazine's 160 pages stay out of the home page).
 */

/** Widths (px) the build makes of each original; those wider than the original give one copy at its own width. */
export const STATIC_PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const

/** The format of the widths: every browser the site supports shows WebP, and sharp encodes it fast. */
export const STATIC_PHOTO_FORMAT = 'webp'

/** The `src` of a replaced photo, for what reads `src` alone: its widest width up to this one. */
export const STATIC_PHOTO_FALLBACK_WIDTH = 1280

/** The query the photo globs add to an original's import; vite.config.ts turns it into the pipeline's directives. */
export const STATIC_PHOTO_QUERY = 'static-photo'

/** One width of an original, as the build made it. */
export interface PhotoVariant {
  src: string
  width: number
  height: number
}

/**
 * What a photo glob finds: an original's path, relative to src/content ('./photos/images/static/library-1.jpg'),
 * and the widths made of it (one object when the original was too small for more than one).
 */
export type PhotoOriginals = Readonly<Record<string, PhotoVariant | readonly PhotoVariant[]>>

/** What an <img> needs to show a static photo. */
export interface StaticPhotoSources {
  /** The placeholder's path, or the replacing photo's fallback width. */
  src: string
  /**
   * The replacing photo's widths ("url 320w, url 640w, ..."); none for a placeholder. A browser that has it never
   * loads `src`.
   */
  srcSet?: string
  /** The same widths as objects, narrowest first, for widgets that take them so (the lightbox). */
  variants?: readonly PhotoVariant[]
}

const ORIGINALS_FOLDER = './photos'

/** '/images/static/library-1.svg' and './photos/images/static/library-1.jpg' both give '/images/static/library-1'. */
function stemOf(path: string): string {
  const withinPublic = path.startsWith(`${ORIGINALS_FOLDER}/`) ? path.slice(ORIGINALS_FOLDER.length) : path
  return withinPublic.replace(/\.[^./]+$/, '')
}

function sourcesOf(variants: readonly PhotoVariant[]): StaticPhotoSources | undefined {
  const byWidth = [...new Map(variants.map((variant) => [variant.width, variant])).values()].sort(
    (a, b) => a.width - b.width,
  )
  const narrowest = byWidth[0]
  if (!narrowest) return undefined
  const fallback = byWidth.filter((variant) => variant.width <= STATIC_PHOTO_FALLBACK_WIDTH).at(-1) ?? narrowest
  return {
    src: fallback.src,
    srcSet: byWidth.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    variants: byWidth,
  }
}

/**
 * A resolver over one glob's originals: a static photo's public path (the placeholder's) gives the replacing
 * original's widths when the school has saved one, else the placeholder's path unchanged.
 */
export function photoSourcesFrom(originals: PhotoOriginals): (publicPath: string) => StaticPhotoSources {
  const byStem = new Map<string, StaticPhotoSources>()
  for (const [file, found] of Object.entries(originals).sort(([a], [b]) => a.localeCompare(b))) {
    const sources = sourcesOf(Array.isArray(found) ? found : [found])
    if (sources && !byStem.has(stemOf(file))) byStem.set(stemOf(file), sources)
  }
  return (publicPath) => byStem.get(stemOf(publicPath)) ?? { src: publicPath }
}

/** The sources of one static photo, given its public path and a glob's originals. */
export function staticPhotoSources(publicPath: string, originals: PhotoOriginals): StaticPhotoSources {
  return photoSourcesFrom(originals)(publicPath)
}
