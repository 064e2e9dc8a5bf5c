import { useEffect, useRef, useState, type RefObject } from 'react'
import { bookWidth, canZoomIn, canZoomOut, zoomIn, zoomOut, ZOOM_MIN } from '@/selectors/flip-book'

/** The book's widths at zoom 1 (px): a two-page spread, and the narrowest space in which it still shows two pages. */
interface SpreadWidths {
  spread: number
  minSpread: number
}

/**
 * The flip book's zoom, from 1 to 2: the book is laid out wider in its viewport (never scaled by CSS, which breaks
 * the library's hit-testing). Gives the stage's width (undefined until the viewport is measured) and what the Zoom
 * in / Zoom out buttons need.
 */
export function useFlipBookZoom(viewportRef: RefObject<HTMLElement | null>, { spread, minSpread }: SpreadWidths) {
  const zoomInRef = useRef<HTMLButtonElement>(null)
  const zoomOutRef = useRef<HTMLButtonElement>(null)
  const [zoom, setZoom] = useState(ZOOM_MIN)
  const available = useContentWidth(viewportRef)
  const stageWidth = available === undefined ? undefined : bookWidth(available, zoom, spread, minSpread)

  function changeZoom(direction: 'in' | 'out') {
    const next = direction === 'in' ? zoomIn(zoom) : zoomOut(zoom)
    setZoom(next)
    // The pressed button is about to be disabled: keep keyboard focus on the zoom controls.
    if (direction === 'in' && !canZoomIn(next)) zoomOutRef.current?.focus()
    if (direction === 'out' && !canZoomOut(next)) zoomInRef.current?.focus()
  }

  return {
    stageWidth,
    zoomInRef,
    zoomOutRef,
    canZoomIn: canZoomIn(zoom),
    canZoomOut: canZoomOut(zoom),
    changeZoom,
  }
}

/** Width of the element's content box, followed as it resizes (undefined until measured, or with no ResizeObserver). */
function useContentWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>()
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0]
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
