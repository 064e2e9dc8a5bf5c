import { useCallback, useEffect, useState } from 'react'
import { MENU_BREAKPOINT_PX } from '@/config/constants'

/** Spec section 1: the menu is shown by default at 991 px or wider, hidden below. */
export function isMenuShownByDefault(width: number): boolean {
  return width >= MENU_BREAKPOINT_PX
}

/**
 * The header menu's visibility: set from the window width, re-evaluated on every resize, toggled by the Menu button.
 * A resize that changes only the height (a phone's address bar sliding away while scrolling) is ignored, so an open
 * menu does not snap shut under the visitor's finger.
 */
export function useMenuVisibility() {
  const [shown, setShown] = useState(() => isMenuShownByDefault(window.innerWidth))

  useEffect(() => {
    let lastWidth = window.innerWidth
    const onResize = () => {
      const width = window.innerWidth
      if (width === lastWidth) return
      lastWidth = width
      setShown(isMenuShownByDefault(width))
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const toggle = useCallback(() => setShown((current) => !current), [])
  /** After following a link on a narrow screen, fold the menu away again. */
  const hideIfNarrow = useCallback(() => {
    if (!isMenuShownByDefault(window.innerWidth)) setShown(false)
  }, [])

  return { shown, toggle, hideIfNarrow }
}
