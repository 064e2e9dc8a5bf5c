/**
 * How wide each kind of backend photo is shown, as `sizes` attributes: the browser multiplies this by the
 * screen's pixel ratio and picks the smallest resized copy that covers it. Each value follows the CSS that lays the
 * image out (named beside it); the browser tests check that no photo arrives more than twice as wide as it is shown.
 */

/** The page's content column: `.container` (global.css) is at most 1200 px wide with 1rem padding each side. */
const CONTAINER_MAX_PX = 1200
const CONTAINER_PADDING_PX = 16

interface AutoFillGrid {
  /** The grid's `minmax(min(100%, N px), 1fr)` column minimum. */
  minColumnPx: number
  gapPx: number
}

/**
 * `sizes` for a CSS grid of `repeat(auto-fill, minmax(min(100%, min), 1fr))` inside the content column: for each
 * column count, the viewport widths it holds and the width of one column there; at full width, a fixed width.
 */
export function autoFillGridSizes({ minColumnPx, gapPx }: AutoFillGrid): string {
  const contentAt = (viewport: number) => Math.min(viewport, CONTAINER_MAX_PX) - 2 * CONTAINER_PADDING_PX
  const widest = contentAt(CONTAINER_MAX_PX)
  const entries: string[] = []
  for (let columns = 1; ; columns += 1) {
    // The content width where one more column first fits; viewports below it show `columns` columns.
    const nextFits = (columns + 1) * minColumnPx + columns * gapPx
    const fixedGaps = 2 * CONTAINER_PADDING_PX + (columns - 1) * gapPx
    const column = columns === 1 ? `calc(100vw - ${fixedGaps}px)` : `calc((100vw - ${fixedGaps}px) / ${columns})`
    if (nextFits > widest) {
      // The last column count: growing with the viewport up to the container's width, then fixed.
      entries.push(`(max-width: ${CONTAINER_MAX_PX - 1}px) ${column}`)
      entries.push(`${Math.ceil((widest - (columns - 1) * gapPx) / columns)}px`)
      return entries.join(', ')
    }
    entries.push(`(max-width: ${nextFits + 2 * CONTAINER_PADDING_PX - 1}px) ${column}`)
  }
}

/** The list pages' cards: `.list-grid` (features/lists/lists.css), columns of at least 260 px, 1rem apart. */
const LIST_GRID: AutoFillGrid = { minColumnPx: 260, gapPx: 16 }
/**
 * Below this viewport width a photo card (features/lists/lists.css, `.list-card--photo` under 600 px) shows its photo
 * as a thumbnail: the first of two columns, 2fr of 5, inside the card's 0.75rem padding and 0.75rem gap.
 */
const THUMBNAIL_CARDS_BELOW_PX = 600
const THUMBNAIL_SHARE = 2 / 5
const THUMBNAIL_CARD_INSET_PX = 2 * 12 + 12

/**
 * The list pages' photos (albums, events): a thumbnail on a phone, with one card a row and then two; from 600 px the
 * card's whole width, one column of the list grid.
 */
export const LIST_CARD_IMAGE_SIZES = (() => {
  const twoColumnsFrom = 2 * LIST_GRID.minColumnPx + LIST_GRID.gapPx + 2 * CONTAINER_PADDING_PX
  const thumbnail = (columns: number) => {
    // The card's width, less its inset, times the photo's share: `calc((100vw - fixed) * share / columns)`.
    const fixed = 2 * CONTAINER_PADDING_PX + (columns - 1) * LIST_GRID.gapPx + columns * THUMBNAIL_CARD_INSET_PX
    return `calc((100vw - ${fixed}px) * ${THUMBNAIL_SHARE / columns})`
  }
  return [
    `(max-width: ${twoColumnsFrom - 1}px) ${thumbnail(1)}`,
    `(max-width: ${THUMBNAIL_CARDS_BELOW_PX - 1}px) ${thumbnail(2)}`,
    autoFillGridSizes(LIST_GRID),
  ].join(', ')
})()

/** The album grid's thumbnails: `.photo-grid` (global.css), columns of at least 160 px, 0.75rem apart. */
export const PHOTO_GRID_IMAGE_SIZES = autoFillGridSizes({ minColumnPx: 160, gapPx: 12 })

/** The home page's album covers: `.home-gallery__grid` (home.css), columns of at least 150 px, 1rem apart. */
export const HOME_GALLERY_IMAGE_SIZES = autoFillGridSizes({ minColumnPx: 150, gapPx: 16 })

/**
 * The home events carousel (EVENTS_BREAKPOINTS: 1, 2 from 480 px, 3 from 768 px) inside the content column, its
 * arrows and the cards' padding: 348 px at a 412-pixel phone, 213 px at 800, 347 px at full width (measured).
 */
export const HOME_EVENT_IMAGE_SIZES =
  '(min-width: 1200px) 350px, (min-width: 768px) calc((100vw - 160px) / 3), (min-width: 480px) calc((100vw - 112px) / 2), calc(100vw - 64px)'

/** The notification popup's image: `.notification-dialog` is min(40rem, 100vw - 1.5rem) wide, padded 1rem. */
export const NOTIFICATION_IMAGE_SIZES = '(min-width: 664px) 608px, calc(100vw - 56px)'

/** Images inside server HTML (the principal's message): the text column beside the 240 px photo from 768 px. */
export const RICH_TEXT_IMAGE_SIZES =
  '(min-width: 1200px) 900px, (min-width: 768px) calc(100vw - 300px), calc(100vw - 32px)'

/** A person's photo is shown at most its box's width (`.person-photo`, max-width). */
export const personPhotoSizes = (widthPx: number) => `${widthPx}px`
