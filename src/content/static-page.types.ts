/**
 * The shapes of the static pages' content (spec section 2). The content is data (src/content/data/), checked by
 * the schemas of src/content/schemas/: no JSX, no markup. The page components render it.
 */

/** One block of text inside a section, rendered in order. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean; label?: string }
  /** A highlighted remark (e.g. "Note: ..."), rendered as an aside-like box. */
  | { kind: 'note'; title: string; text: string }

export interface ContentSection {
  heading: string
  blocks: readonly TextBlock[]
  /** Rendered with a heading one level below this section's. */
  subsections?: readonly ContentSection[]
}

/** A photo of the site: a placeholder in public/, or the school's own photo saved at its path (static-photo-sources.ts). */
export interface StaticPhoto {
  /** Path under public/, e.g. /images/static/library-1.svg. */
  src: string
  /** What the photo shows, for visitors who cannot see it. */
  alt: string
  /** Visible caption, where the page shows one. */
  caption?: string
  width: number
  height: number
}

/** A static text page: an optional lead paragraph, then sections with h2 headings. */
export interface TextPage {
  intro?: readonly string[]
  sections: readonly ContentSection[]
}

/** Size of the generated scene photos (scripts/generate-static-images.mjs). */
export const SCENE_WIDTH = 640
export const SCENE_HEIGHT = 480
/** Width of the generated portrait placeholders. */
const PORTRAIT_WIDTH = 240
/** A portrait is shown at most this wide (.person-photo): the `sizes` of a school's portrait widths. */
export const PORTRAIT_SIZES = `${PORTRAIT_WIDTH}px`
