import { useSyncExternalStore } from 'react'

/** The Network Information API's part that says "save data" (Chromium on Android); absent elsewhere. */
interface NetworkInformationLike extends EventTarget {
  saveData?: boolean
}

const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)'

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  const value: unknown = Reflect.get(navigator, 'connection')
  return value instanceof EventTarget ? (value as NetworkInformationLike) : undefined
}

function reducedDataQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
  return window.matchMedia(REDUCED_DATA_QUERY)
}

/** Whether the browser asks to save data: `navigator.connection.saveData` or `prefers-reduced-data: reduce`. */
function prefersSavingData(): boolean {
  return connection()?.saveData === true || reducedDataQuery()?.matches === true
}

function subscribe(onChange: () => void): () => void {
  const net = connection()
  const query = reducedDataQuery()
  net?.addEventListener('change', onChange)
  query?.addEventListener?.('change', onChange)
  return () => {
    net?.removeEventListener('change', onChange)
    query?.removeEventListener?.('change', onChange)
  }
}

/**
 * Low data mode: true when the visitor's browser asks to save data. Carousels then do not autoplay,
 * and images below the fold wait for a tap or a scroll (render them with loading="lazy" and, in low data mode,
 * only once the visitor asks: see the report in the speed issue).
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, prefersSavingData, () => false)
}
