import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

const subscribeToNothing = () => () => undefined
const withoutObserver = () => typeof IntersectionObserver === 'undefined'
// A prerendered page's server render, and the render that hydrates it, say "not near" (build/prerender-plugin.ts).
const notNearBeforeHydration = () => false

/**
 * Whether the element has come within `margin` (a CSS rootMargin, e.g. "200px") of the viewport: false until it
 * does, then true for good. Without IntersectionObserver (old browsers, jsdom) it is true at once after the first
 * render.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string): boolean {
  const noObserver = useSyncExternalStore(subscribeToNothing, withoutObserver, notNearBeforeHydration)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || noObserver || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near, noObserver])
  return near || noObserver
}
