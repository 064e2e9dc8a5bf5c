import { useSyncExternalStore } from 'react'
import { useSaveData } from './use-save-data'

/**
 * Low-data mode for backend photos: when the browser asks to save data (Save-Data), photos from the
 * backend wait until the visitor taps "Show photos" once; then they load, on every page, for the rest of the visit.
 * The site's own small images (logo, icons, placeholders) are not held back.
 */

const SHOWN_KEY = 'photos-shown'
const listeners = new Set<() => void>()

/** Where storage is blocked, the answer lasts until the page reloads. */
let shownWithoutStorage = false

/** Read from the visit's storage each time: nothing to keep in step, nothing for tests to reset. */
function isShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1' || shownWithoutStorage
  } catch {
    return shownWithoutStorage
  }
}

/** The visitor asked for photos: show them now and for the rest of this visit. */
export function showPhotos(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    shownWithoutStorage = true
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
