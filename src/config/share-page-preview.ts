import type { MagazineIssue } from '@/content/magazines'
import type { TextPage } from '@/content/static-page.types'
import { SHARE_IMAGE_DIR, type PagePreview, type ShareImage } from './share-preview.ts'

/**
 * A fixed-content page's preview, made by its route's loader from its own content (`loader: () =>
 * pagePreview(leadTextOf(ABOUT_PAGE), ABOUT_PHOTO)`): this module travels in the pages' chunks, not in the first load.
 */

/**
 * The preview copy of a photo of the site, named after its placeholder's path (the script makes it from the school's
 * own photo when there is one): /images/static/library-1.svg gives /images/share/library-1.jpg, and
 * /magazines/2024/page-001.svg gives /images/share/magazines-2024-page-001.jpg (the build makes a new magazine's,
 * build/magazine-share-images.ts).
 */
export function shareImageOf(photo: { src: string; alt: string }): ShareImage {
  const name = photo.src
    .replace(/^\/(images\/static\/)?/, '')
    .replaceAll('/', '-')
    .replace(/\.[^.]+$/, '')
  return { src: `${SHARE_IMAGE_DIR}/${name}.jpg`, alt: photo.alt }
}

/** Search engines show about this many characters of a description; previews fewer. */
const DESCRIPTION_MAX_CHARS = 155

/** `text` cut at a word to at most DESCRIPTION_MAX_CHARS, with an ellipsis when cut. */
export function summaryOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= DESCRIPTION_MAX_CHARS) return plain
  const cut = plain.slice(0, DESCRIPTION_MAX_CHARS)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))
  return `${atWord.replace(/[\s,;:.(–—-]+$/, '')}…`
}

/** A text page's first paragraph: its lead, else the first paragraph of its first section. */
export function leadTextOf(page: TextPage): string {
  const firstParagraph = page.sections
    .flatMap((section) => section.blocks)
    .find((block) => block.kind === 'paragraph')?.text
  return page.intro?.[0] ?? firstParagraph ?? ''
}

/**
 * A magazine's preview: its first page (the cover) as the image, named after the page's public path (the build makes
 * the copy of a new issue's cover, build/magazine-share-images.ts).
 */
export function magazinePreview(text: string, issue: MagazineIssue | undefined): PagePreview {
  const first = issue?.pages[0]
  return pagePreview(text, first && { src: first.image, alt: `The first page of the school magazine ${issue.session}` })
}

/** A page's preview: its text summarised, and its lead photo when it has one. */
export function pagePreview(text: string, photo?: { src: string; alt: string }): PagePreview {
  return { description: summaryOf(text), contentText: text, image: photo && shareImageOf(photo) }
}
