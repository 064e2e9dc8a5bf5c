import { useSyncExternalStore } from 'react'

/** For a value that never changes after the first render (useSyncExternalStore's subscribe). */
export const subscribeToNothing = () => () => undefined
const inTheBrowser = () => true
const beforeHydration = () => false

/**
 * False on the server and while a prerendered page is being hydrated, true in every other render (React uses the
 * server value in the render that hydrates a component, however late that comes: a page's Suspense boundaries
 * hydrate after the frame). What the HTML cannot know (data saved by an earlier visit, Home's sections below the
 * slider) waits for it: the render that takes the HTML over must be the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inTheBrowser, beforeHydration)
}
