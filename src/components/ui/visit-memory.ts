import { useSyncExternalStore } from 'react'
import { LAST_VISIT_STORAGE_KEY, PREVIOUS_VISIT_SESSION_KEY } from '@/config/constants'

/**
 * The visitor's previous visit, for "New" badges (issue 21), kept in the browser only (localStorage, never sent).
 * A visit is a browser tab's session: its first page reads the last visit's time and keeps it for the whole session
 * (sessionStorage, which is per tab), so badges do not vanish on the next page or a reload; every page then records
 * "now" as the last visit, for the next session. A second tab opened later is a visit of its own.
 */
export interface Visit {
  /** When the previous visit was, or null on a first visit (or where the browser keeps no storage). */
  previous: Date | null
  /** When this page was opened: "today" for the badges. */
  now: Date
}

const NO_VISIT: Visit = { previous: null, now: new Date(0) }
let currentVisit: Visit = NO_VISIT

/** A stored time in ms as a date; anything else (missing, garbage, in the future) is null. */
function storedTime(value: string | null, now: Date): Date | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null
  const time = Number(value)
  return time > 0 && time <= now.getTime() ? new Date(time) : null
}

/**
 * Start this page's visit: read the previous visit (this session's, else the last one saved) and save `now` as the
 * last visit. Storage that throws (private mode, disabled) gives a first visit. Called once by main.tsx.
 */
export function startVisit(now = new Date(), local?: Storage, session?: Storage): Visit {
  let previous: Date | null = null
  try {
    const localStore = local ?? window.localStorage
    const sessionStore = session ?? window.sessionStorage
    const kept = sessionStore.getItem(PREVIOUS_VISIT_SESSION_KEY)
    if (kept !== null) previous = storedTime(kept, now)
    else {
      previous = storedTime(localStore.getItem(LAST_VISIT_STORAGE_KEY), now)
      sessionStore.setItem(PREVIOUS_VISIT_SESSION_KEY, previous ? String(previous.getTime()) : 'none')
    }
    localStore.setItem(LAST_VISIT_STORAGE_KEY, String(now.getTime()))
  } catch {
    previous = null
  }
  currentVisit = { previous, now }
  return currentVisit
}

const subscribe = () => () => undefined

/**
 * This page's visit. The prerendered HTML and the render that hydrates it have none (NO_VISIT), so the first client
 * render matches the HTML; React then renders again with the visit.
 */
export function useVisit(): Visit {
  return useSyncExternalStore(
    subscribe,
    () => currentVisit,
    () => NO_VISIT,
  )
}
