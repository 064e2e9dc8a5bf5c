import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come within `margin` (a CSS rootMargin, e.g. "200px") of the viewport: false until it
 * does, then true for good. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
