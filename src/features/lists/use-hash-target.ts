import { useLocation } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'

interface HashTargetList {
  /** Show the page of the list that holds item `index` (useListWindow). */
  showAt: (index: number) => void
}

/**
 * A shared link's item (`/News?year=2026#news-…`): once the list has its records, the card whose anchor is the
 * URL's hash is brought into the window (it may be pages down), scrolled to, focused and highlighted. The router's
 * own hash scrolling cannot do it: the card does not exist until the data has come and the window holds it. A hash
 * that matches no item does nothing. Returns the anchor to highlight.
 */
export function useHashTarget<Item>(
  items: readonly Item[],
  anchorOf: ((item: Item) => string) | undefined,
  { showAt }: HashTargetList,
): string | undefined {
  const hash = useLocation({ select: (location) => location.hash })
  // Once per list and hash, not per render: the large scenario's lists hold 5,000 items.
  const index = useMemo(
    () => (anchorOf && hash ? items.findIndex((item) => anchorOf(item) === hash) : -1),
    [items, anchorOf, hash],
  )
  const [target, setTarget] = useState<string>()
  // Each hash is acted on once: a later filter change or "Show more" must not pull the visitor back to it.
  const handled = useRef('')
  const scrollPending = useRef(false)

  // After the first render, not in it: the prerendered HTML shows the first page, and hydration must match it.
  useEffect(() => {
    if (index < 0 || handled.current === hash) return
    handled.current = hash
    scrollPending.current = true
    showAt(index)
    setTarget(hash)
  }, [hash, index, showAt])

  // Once the window has rendered the card: scroll to it and focus it (it has tabIndex -1 while it is the target).
  useEffect(() => {
    if (!scrollPending.current || !target) return
    const card = document.getElementById(target)
    if (!card) return
    scrollPending.current = false
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    card.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' })
    card.focus({ preventScroll: true })
  })

  return target
}
