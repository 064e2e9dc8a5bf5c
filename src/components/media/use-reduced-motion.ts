import { useSyncExternalStore } from 'react'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : undefined
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery()
  query?.addEventListener?.('change', onChange)
  return () => query?.removeEventListener?.('change', onChange)
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false

/**
 * Whether the visitor asks for reduced motion (`prefers-reduced-motion: reduce`), kept up to date when the setting
 * changes. Carousels do not autoplay and marquees stand still while it is true (WCAG 2.2.2 and 2.3.3).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
