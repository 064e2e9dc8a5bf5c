import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

/**
 * "The first page has painted": on a first visit, what the visitor sees at once (the top of the page) is drawn
 * before anything below the fold is downloaded, parsed or asked for (issue 9: every kilobyte and round trip counts
 * on a phone over mobile data). Work that can wait is queued here and starts in the task after that first paint.
 * Once the app has painted a page, nothing waits any more: later navigations render whole pages at once.
 *
 * The state belongs to one app: createAppRouter (router.tsx) makes one with the router, puts it in the router
 * context (for loaders) and App provides it to components (FirstPaintProvider). A new app starts unpainted.
 */
export interface FirstPaint {
  /**
   * The router calls this when it has rendered a page (its `onRendered` event). The flag flips after the browser
   * has painted that render: the next animation frame runs just before the paint, and a task queued from it runs
   * just after.
   */
  notePagePainted: () => void
  /** Whether the app has painted its first page. */
  hasPainted: () => boolean
  /**
   * Run `callback` once the first page has painted: at once if it has, else just after that paint. Returns a
   * function that forgets `callback` if it has not run yet.
   */
  afterPaint: (callback: () => void) => () => void
}

/** The first-paint state of a new app: nothing painted yet. */
export function createFirstPaint(): FirstPaint {
  let painted = false
  let flushQueued = false
  const waiting = new Set<() => void>()
  const flush = () => {
    painted = true
    const callbacks = [...waiting]
    waiting.clear()
    for (const callback of callbacks) callback()
  }
  return {
    notePagePainted: () => {
      if (painted || flushQueued) return
      flushQueued = true
      if (typeof requestAnimationFrame !== 'function') flush()
      else requestAnimationFrame(() => setTimeout(flush, 0))
    },
    hasPainted: () => painted,
    afterPaint: (callback) => {
      if (painted) {
        callback()
        return () => undefined
      }
      waiting.add(callback)
      return () => {
        waiting.delete(callback)
      }
    },
  }
}

/**
 * Outside an app (a component rendered on its own) there is no first page to wait for: everything renders at once.
 */
const NO_FIRST_PAINT_TO_WAIT_FOR: FirstPaint = {
  notePagePainted: () => undefined,
  hasPainted: () => true,
  afterPaint: (callback) => {
    callback()
    return () => undefined
  },
}

const FirstPaintContext = createContext<FirstPaint>(NO_FIRST_PAINT_TO_WAIT_FOR)

/** Gives the components of an app its first-paint state (App.tsx). */
export function FirstPaintProvider({ value, children }: { value: FirstPaint; children: ReactNode }) {
  return createElement(FirstPaintContext, { value }, children)
}

/** The app's first-paint state. */
function useFirstPaint(): FirstPaint {
  return useContext(FirstPaintContext)
}

/**
 * The same flag for components: false during the first page's first paint, true from then on. What a component
 * adds when it flips renders as a transition: in slices, between which the browser stays responsive.
 */
export function useFirstPagePainted(): boolean {
  const firstPaint = useFirstPaint()
  const [flag, setFlag] = useState(firstPaint.hasPainted)
  const hydrated = useHydrated()
  useEffect(() => {
    if (flag) return
    return firstPaint.afterPaint(() => startTransition(() => setFlag(true)))
  }, [flag, firstPaint])
  return flag && hydrated
}

const subscribeToNothing = () => () => undefined
const inTheBrowser = () => true
const beforeHydration = () => false

/**
 * False on the server and while a prerendered page is being hydrated, true in every other render (React uses the
 * server value in the render that hydrates a component, however late that comes: a page's Suspense boundaries
 * hydrate after the frame). What the HTML cannot know (that the first page has painted, data saved by an earlier
 * visit) waits for it: the render that takes the HTML over must be the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inTheBrowser, beforeHydration)
}
