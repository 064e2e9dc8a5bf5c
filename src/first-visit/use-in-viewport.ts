import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

const subscribeToNothing = () => () => undefined
const withoutObserver = () => typeof IntersectionObserver === 'undefined'
// A prerendered page's server render, and the render that hydrates it, assume an observer: nothing counts as in view
// before it says so (build/prerender-plugin.ts).
const observerOnServer = () => false

/**
 * Whether any part of the element is in the viewport, kept up to date as the page scrolls (and while it sits in a
 * modal dialog): what loads or moves only where the parent looks waits for it (the carousels' photos and autoplay,
 * the footer's map). With `once`, true for good from the first time it is in view (an element that is then replaced,
 * as a frame's placeholder is, must not count as gone). Without IntersectionObserver (old browsers, jsdom) it is
 * always true, so nothing waits for it.
 */
export function useInViewport(element: RefObject<Element | null>, { once = false } = {}): boolean {
  const noObserver = useSyncExternalStore(subscribeToNothing, withoutObserver, observerOnServer)
  const [inViewport, setInViewport] = useState(false)
  const settled = once && inViewport
  useEffect(() => {
    const target = element.current
    if (noObserver || settled || !target) return
    const observer = new IntersectionObserver((entries) => {
      if (once) {
        if (entries.some((entry) => entry.isIntersecting)) setInViewport(true)
        return
      }
      const last = entries[entries.length - 1]
      if (last) setInViewport(last.isIntersecting)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, noObserver, once, settled])
  return inViewport || noObserver
}
