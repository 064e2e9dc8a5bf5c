import { useSyncExternalStore } from 'react'
import { useSaveData } from './use-save-data'

/**
 * Low-data mode for backend photos (issue 18): when the browser asks to save data (Save-Data), photos from the
 * backend wait until the visitor taps "Show photos" once; then they load, on every page, for the rest of the visit.
 * The site's own small images (logo, icons, placeholders) are not held back.
 */

const SHOWN_KEY = 'photos-shown'
const listeners = new Set<() => void>()

function readShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1'
  } catch {
    return false
  }
}

let shown: boolean | undefined

function isShown(): boolean {
  shown ??= readShown()
  return shown
}

/** The visitor asked for photos: show them now and for the rest of this visit. */
export function showPhotos(): void {
  shown = true
  try {
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    // Storage blocked: photos still show until the page reloads.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while backend photos must wait: the browser saves data and the visitor has not asked for photos. */
export function usePhotosWithheld(): boolean {
  const saveData = useSaveData()
  const asked = useSyncExternalStore(subscribe, isShown, () => false)
  return saveData && !asked
}

/** For tests: forget the visitor's answer. */
export function resetPhotosOnRequest(): void {
  shown = undefined
}
