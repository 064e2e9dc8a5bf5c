import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

const subscribeToNothing = () => () => undefined
const withoutObserver = () => typeof IntersectionObserver === 'undefined'
// The server's render, and the render that hydrates it, assume an observer: nothing counts as in view before it says so.
const observerOnServer = () => false

/**
 * Whether any part of the element is in the viewport now, kept up to date as the page scrolls (and while it sits in
 * a modal dialog). Without IntersectionObserver (old browsers, jsdom) it is always true, so nothing waits for it.
 */
export function useInViewport(element: RefObject<Element | null>): boolean {
  const noObserver = useSyncExternalStore(subscribeToNothing, withoutObserver, observerOnServer)
  const [inViewport, setInViewport] = useState(false)
  useEffect(() => {
    const target = element.current
    if (noObserver || !target) return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInViewport(last.isIntersecting)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, noObserver])
  return inViewport || noObserver
}
