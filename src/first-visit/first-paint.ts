import { startTransition, useEffect, useState } from 'react'

/**
 * "The first page has painted": on a first visit, what the visitor sees at once (the top of the page) is drawn
 * before anything below the fold is downloaded, parsed or asked for (issue 9: every kilobyte and round trip counts
 * on a phone over mobile data). Work that can wait is queued here and starts in the task after that first paint.
 * Once the app has painted a page, nothing waits any more: later navigations render whole pages at once.
 */
let painted = false
const waiting = new Set<() => void>()

function flush() {
  painted = true
  const callbacks = [...waiting]
  waiting.clear()
  for (const callback of callbacks) callback()
}

/**
 * The router calls this when it has rendered a page (its `onRendered` event, see router.tsx). The flag flips
 * after the browser has painted that render: the next animation frame runs just before the paint, and a task
 * queued from it runs just after.
 */
export function notePagePainted(): void {
  if (painted) return
  if (typeof requestAnimationFrame !== 'function') {
    flush()
    return
  }
  requestAnimationFrame(() => setTimeout(flush, 0))
}

/** Whether the app has painted its first page. */
export function hasFirstPagePainted(): boolean {
  return painted
}

/** Run `callback` once the first page has painted: at once if it has, else just after that paint. */
export function afterFirstPagePaint(callback: () => void): void {
  if (painted) callback()
  else waiting.add(callback)
}

/**
 * The same flag for components: false during the first page's first paint, true from then on. What a component
 * adds when it flips renders as a transition: in slices, between which the browser stays responsive.
 */
export function useFirstPagePainted(): boolean {
  const [flag, setFlag] = useState(hasFirstPagePainted)
  useEffect(() => {
    if (flag) return
    const flip = () => startTransition(() => setFlag(true))
    if (painted) {
      flip()
      return
    }
    waiting.add(flip)
    return () => {
      waiting.delete(flip)
    }
  }, [flag])
  return flag
}

/**
 * How many of `total` parts to show when they should arrive one after another: one more after each commit, each in
 * a task of its own and as a transition, so that no single commit builds them all (issue 9: a phone's main thread
 * stays free for input while a long page fills in). With `oneByOne` false, all of them at once.
 */
export function useRevealedCount(total: number, oneByOne: boolean): number {
  const [count, setCount] = useState(() => (oneByOne ? Math.min(1, total) : total))
  const shown = oneByOne ? Math.min(count, total) : total
  useEffect(() => {
    if (shown >= total) return
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + 1)), 0)
    return () => clearTimeout(timer)
  }, [shown, total])
  return shown
}
