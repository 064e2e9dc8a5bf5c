/** Rules of the magazine viewer (spec sections 4, 5 and 9): zoom scale, and where the book can turn. */

/** Zoom runs from 1 to 2 in steps of 0.1. */
export const ZOOM_MIN = 1
export const ZOOM_MAX = 2
export const ZOOM_STEP = 0.1
/** The step has one decimal: scales are rounded to it, so ten zoom-ins from 1 give exactly 2. */
const ZOOM_DECIMALS = 1

/** A zoom scale clamped to 1..2 and rounded to one decimal; anything that is not a finite number gives 1. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_MIN
  const factor = 10 ** ZOOM_DECIMALS
  const rounded = Math.round(scale * factor) / factor
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, rounded))
}

export function zoomIn(scale: number): number {
  return clampZoom(scale + ZOOM_STEP)
}

export function zoomOut(scale: number): number {
  return clampZoom(scale - ZOOM_STEP)
}

export function canZoomIn(scale: number): boolean {
  return clampZoom(scale) < ZOOM_MAX
}

export function canZoomOut(scale: number): boolean {
  return clampZoom(scale) > ZOOM_MIN
}

export type BookLayout = 'portrait' | 'landscape'

/**
 * Index of the first page of the book's last view. In portrait one page shows at a time; in landscape the
 * front cover shows alone, then pages pair up (1-2, 3-4, ...), so the last view starts at the last page when
 * the page count is even (a lone back cover) and at the one before it when it is odd.
 */
export function lastViewStart(pageCount: number, layout: BookLayout): number {
  if (pageCount <= 1) return 0
  if (layout === 'portrait') return pageCount - 1
  return pageCount % 2 === 0 ? pageCount - 1 : pageCount - 2
}

/** Pages (by index) whose images should be loaded when the view starts at `current`: the view and its neighbours. */
export function isNearView(index: number, current: number, behind: number, ahead: number): boolean {
  return index >= current - behind && index <= current + ahead
}

/**
 * Width in px at which to lay the book out, given the `available` width, the zoom scale, the width of a
 * two-page spread at zoom 1, and the narrowest width that still shows two pages. Zoom makes the book wider
 * (the viewer scrolls); on a narrow screen the single-page view stays single-page, so it never jumps to two
 * smaller pages when zoomed in.
 */
export function bookWidth(available: number, scale: number, spreadWidth: number, minSpreadWidth: number): number {
  const base = Math.max(0, Math.min(available, spreadWidth))
  const zoomed = Math.floor(base * clampZoom(scale))
  return base < minSpreadWidth ? Math.min(zoomed, minSpreadWidth - 1) : zoomed
}
