import type { Endpoint } from '@/api/endpoints'
import type { PagePath } from '@/config/site-map'

/**
 * The backend calls a first visit to each page makes (its route loader starts them): what
 * tests/pages/first-calls.test.tsx checks. A page not listed makes none. Home's loader waits for the registration
 * banner's call; its popup and the sections below the fold ask with it (tests/home-calls.ts).
 */
const FIRST_CALLS = {
  '/': ['onlineRegistration'],
  '/PrincipalMessage': ['principalMessages'],
  '/faculty': ['faculty'],
  '/syllabus': ['circulars'],
  '/topperX': ['toppers'],
  '/topperXII': ['toppers'],
  '/classTopper': ['toppers'],
  '/Gallery': ['galleryAll'],
  '/VideoGallery': ['videos'],
  '/Events': ['eventsAll'],
  '/News': ['newsAll'],
  // Issue 21: every list the site search can search.
  '/search': ['newsAll', 'eventsAll', 'galleryAll', 'videos', 'circulars', 'faculty'],
} as const satisfies Partial<Record<PagePath, readonly Endpoint[]>>

/** The page whose first call is built from its address (an album's `?id=`). */
export const FIRST_CALL_FROM_THE_ADDRESS = '/SubGallery'

/** The pages that ask the backend on arrival; every other page's content is fixed. */
export const PAGES_WITH_FIRST_CALLS: ReadonlySet<string> = new Set([
  ...Object.keys(FIRST_CALLS),
  FIRST_CALL_FROM_THE_ADDRESS,
])

/** Every endpoint some page calls first. */
export type FirstCallEndpoint = (typeof FIRST_CALLS)[keyof typeof FIRST_CALLS][number]

const firstCallsByPath = new Map<string, readonly FirstCallEndpoint[]>(Object.entries(FIRST_CALLS))

/** The first calls of `path`, none for a page not listed. */
export function firstCallsOf(path: string): readonly FirstCallEndpoint[] {
  return firstCallsByPath.get(path) ?? []
}
