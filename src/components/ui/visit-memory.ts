import { useSyncExternalStore } from 'react'
import { LAST_VISIT_STORAGE_KEY } from '@/config/constants'
import {
  isSameSchoolDay,
  parseVisitRecord,
  visitAfterPageView,
  visitRecordText,
  type VisitRecord,
} from '@/selectors/new-since-visit'

/**
 * The visitor's visits, for "New" badges, kept in the browser only (localStorage, never sent). A
 * visit is page views with no gap over 30 minutes (selectors/new-since-visit.ts, visitAfterPageView), shared by the
 * site's tabs; every page view, the first page and each route change alike, extends it, and "today" is the day of
 * the latest page view, so a tab kept open for days does not stay on the day it was loaded.
 */
export interface Visit {
  /** When the previous visit started, or null on a first visit. */
  previous: Date | null
  /** The latest page view: "today" for the badges. */
  now: Date
}

const NO_VISIT: Visit = { previous: null, now: new Date(0) }
let currentVisit: Visit = NO_VISIT
/** The visit this page could not save (storage blocked or full): where the browser keeps none, memory does. */
let unsavedVisit: VisitRecord | null = null
const listeners = new Set<() => void>()

/**
 * The visit as last seen: the saved one (another tab may have moved it on) or the one this page could not save,
 * whichever had the later page view. A storage that fills up mid-visit keeps an older saved visit, which alone would
 * end the visit 30 minutes after its last saved page view while the visitor is still reading.
 */
function readVisit(local: Storage | undefined): VisitRecord | null {
  let saved: VisitRecord | null = null
  try {
    saved = parseVisitRecord((local ?? window.localStorage).getItem(LAST_VISIT_STORAGE_KEY))
  } catch {
    // Blocked storage: memory alone.
  }
  if (saved === null || unsavedVisit === null) return saved ?? unsavedVisit
  return unsavedVisit.lastView > saved.lastView ? unsavedVisit : saved
}

/**
 * A page view at `now`: the visit goes on or a new one starts, and is saved. Storage that throws leaves the visit in
 * memory: what was read is kept even when saving fails. The badges re-render only when their previous visit or
 * their day changes, not on every route change.
 */
export function recordPageView(now = new Date(), local?: Storage): Visit {
  const visit = visitAfterPageView(readVisit(local), now.getTime())
  try {
    ;(local ?? window.localStorage).setItem(LAST_VISIT_STORAGE_KEY, visitRecordText(visit))
    unsavedVisit = null
  } catch {
    // Private mode or a full storage: this page still knows the visit.
    unsavedVisit = visit
  }
  const previous = visit.previous === null ? null : new Date(visit.previous)
  if (previous?.getTime() !== currentVisit.previous?.getTime() || !isSameSchoolDay(now, currentVisit.now)) {
    currentVisit = { previous, now }
    listeners.forEach((listener) => listener())
  }
  return currentVisit
}

let watchingNavigations = false

/**
 * Start this page's visit: its load is a page view, and so is every later navigation in it (the router's route
 * changes are same-document navigations, which the Navigation API reports; a browser without it counts page loads
 * only). Called once by main.tsx; tests pass a clock and a storage.
 */
export function startVisit(now = new Date(), local?: Storage): Visit {
  const visit = recordPageView(now, local)
  if (!watchingNavigations && typeof window !== 'undefined' && 'navigation' in window && window.navigation) {
    watchingNavigations = true
    window.navigation.addEventListener('navigatesuccess', () => recordPageView())
  }
  return visit
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * This page's visit. The prerendered HTML and the render that hydrates it have none (NO_VISIT), so the first client
 * render matches the HTML; React then renders again with the visit, and again when a page view changes it.
 */
export function useVisit(): Visit {
  return useSyncExternalStore(
    subscribe,
    () => currentVisit,
    () => NO_VISIT,
  )
}
