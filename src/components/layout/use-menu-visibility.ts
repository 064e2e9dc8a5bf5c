import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { MENU_BREAKPOINT_PX } from '@/config/constants'

/** Spec section 1: the menu is shown by default at 991 px or wider, hidden below. */
export function isMenuShownByDefault(width: number): boolean {
  return width >= MENU_BREAKPOINT_PX
}

const subscribeToNothing = () => () => undefined
const shownByDefaultHere = () => isMenuShownByDefault(window.innerWidth)
// What a prerendered page says (build/prerender-plugin.ts), and so the render that hydrates it: hidden. CSS shows the
// menu at 991 px and wider whatever the attribute, so nothing changes on screen when the width is known.
const hiddenBeforeTheWidthIsKnown = () => false

/**
 * The header menu's visibility: set from the window width, re-evaluated on every resize, toggled by the Menu button.
 * A resize that changes only the height (a phone's address bar sliding away while scrolling) is ignored, so an open
 * menu does not snap shut under the visitor's finger.
 */
export function useMenuVisibility() {
  const shownByDefault = useSyncExternalStore(subscribeToNothing, shownByDefaultHere, hiddenBeforeTheWidthIsKnown)
  /** Set by the Menu button, a resize to another width, or a followed link; until then the width decides. */
  const [chosen, setChosen] = useState<boolean>()
  const shown = chosen ?? shownByDefault

  useEffect(() => {
    let lastWidth = window.innerWidth
    const onResize = () => {
      const width = window.innerWidth
      if (width === lastWidth) return
      lastWidth = width
      setChosen(isMenuShownByDefault(width))
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const toggle = useCallback(() => setChosen(!shown), [shown])
  const show = useCallback(() => setChosen(true), [])
  /** After following a link on a narrow screen, fold the menu away again. */
  const hideIfNarrow = useCallback(() => {
    if (!isMenuShownByDefault(window.innerWidth)) setChosen(false)
  }, [])

  return { shown, toggle, show, hideIfNarrow }
}
