import { useRef, type TouchEvent } from 'react'

/** A touch that travels further than this (px) is a scroll or a drag, not a tap. */
const TAP_SLOP_PX = 10

/**
 * Touch handlers for an element: `onSwipe` runs when a touch ends further than a tap's slop from where it started
 * (a scroll or a drag). React's handlers run before listeners on the window, so `onSwipe` comes first.
 */
export function useSwipe(onSwipe: () => void) {
  const touchStart = useRef<{ x: number; y: number } | null>(null)

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    if (Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > TAP_SLOP_PX) onSwipe()
  }

  return { onTouchStart, onTouchEnd }
}
