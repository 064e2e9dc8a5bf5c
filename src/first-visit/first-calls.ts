import type { PagePath } from '../config/site-map'
import type { Endpoint } from '../api/endpoints'

/**
 * The calls each page's route loader starts on arrival, before the first screen has painted. On a first visit the early-start script
 * (build/early-start-plugin.ts) begins them while the app's JavaScript is still downloading, and the client
 * (client.ts) takes the answers instead of asking again. tests/pages/early-data.test.tsx checks that this list
 * matches what the loaders really request.
 */
export const EARLY_DATA: Partial<Record<PagePath, readonly Endpoint[]>> = {
  // Only the first screen's: the popup and the sections below the fold ask once it has painted (routes/index.tsx).
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
}

/**
 * Pages whose first call depends on the address (the album of /SubGallery?id=...), which the early-start script
 * does not make: the client makes it at once, so the script preloads the client's chunk for them instead.
 */
export const CALLS_FROM_THE_ADDRESS: readonly PagePath[] = ['/SubGallery']

/** The global where the early-start script leaves its pending answers, by absolute URL. */
export const EARLY_DATA_GLOBAL = '__schoolEarlyData'
