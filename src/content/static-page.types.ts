/**
 * The shapes of the static pages' content (spec section 2). Content modules hold plain data only:
 * no JSX, no markup. The page components in src/routes/-components/ render them.
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

/** A photo shipped in public/ (a generated placeholder until the school's own photo replaces it). */
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

export const STATIC_IMAGE_DIR = '/images/static'

/** A scene photo of public/images/static. */
export function scenePhoto(file: string, alt: string, caption?: string): StaticPhoto {
  return { src: `${STATIC_IMAGE_DIR}/${file}`, alt, caption, width: SCENE_WIDTH, height: SCENE_HEIGHT }
}

/** The generic portrait placeholders; replace `photo` values with the school's real photos. */
export const PORTRAITS = {
  sister: `${STATIC_IMAGE_DIR}/portrait-sister.svg`,
  father: `${STATIC_IMAGE_DIR}/portrait-father.svg`,
  man: `${STATIC_IMAGE_DIR}/portrait-man.svg`,
  woman: `${STATIC_IMAGE_DIR}/portrait-woman.svg`,
  boy: `${STATIC_IMAGE_DIR}/portrait-boy.svg`,
  girl: `${STATIC_IMAGE_DIR}/portrait-girl.svg`,
} as const
