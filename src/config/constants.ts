/** The spec's numbers (shared/spec.md section 9), named once. */

/** The header menu is shown at this width and wider; hidden behind the toggle below it. */
export const MENU_BREAKPOINT_PX = 991

/**
 * The school's offset from UTC in minutes: the school is in India (IST, UTC+05:30), which has no daylight saving
 * time. The dates of the backend's items and the notifications' quiet hours are read on this clock.
 */
export const SCHOOL_UTC_OFFSET_MINUTES = 5 * 60 + 30

/** The school session starts in April (JavaScript month index 3). */
export const SESSION_START_MONTH_INDEX = 3

/** A lazy code chunk that has not arrived after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/**
 * How long a data page's render waits for the backend before it goes without what has not come (those sections
 * loading, for the browser to load): the optional server's renders (server/data-pages.ts) and a live build's
 * snapshot (build/page-snapshots.ts) alike. The server's backend cache answers a warm call in a few milliseconds;
 * rendering and sending the page take well under the 400 ms this leaves of a second.
 */
export const DATA_DEADLINE_MS = 600

/** Content changes a few times a day: data is fresh for five minutes. */
export const DATA_STALE_TIME_MS = 5 * 60 * 1000

/**
 * One deadline for one load of a section's data: every attempt, its headers and its whole body must be
 * done within this, counted from the load's first attempt. A hanging or trickling backend therefore shows the
 * section's error, with Retry, after at most this plus the last back-off (REQUEST_DEADLINE_MS + 2 s = 27 s), on a
 * first visit and on an in-app visit alike. The TC request and its download each have the same deadline.
 */
export const REQUEST_DEADLINE_MS = 25_000

/** Failed GETs are retried this many times, with exponential back-off, before the error state shows. */
export const API_RETRY_COUNT = 2

/** The copyright line starts in this year. */
export const COPYRIGHT_START_YEAR = 2020

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/** Saved page data (the query cache in localStorage) is used for a repeat visit up to this old. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Bump when the shape of cached data changes (a schema in src/api/ changes what a query returns): saved data of
 * another version is thrown away instead of being shown.
 */
export const QUERY_CACHE_SCHEMA_VERSION = 1

/** The localStorage key of the saved query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'school-site:query-cache'

/**
 * "New since your last visit": the localStorage key of the visitor's current visit (its start, its
 * last page view and the start of the visit before, in ms; selectors/new-since-visit.ts). Never sent anywhere.
 */
export const LAST_VISIT_STORAGE_KEY = 'school-site:last-visit'

/** A visit ends after this long without a page view, the analytics convention (a new one starts with the next). */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000

/** Saves of the query cache are at most this often (a burst of answers is written once). */
export const QUERY_CACHE_SAVE_THROTTLE_MS = 1000

/**
 * Work that can wait for the first page (registering the offline worker, loading the HTTP client) starts this long
 * after the page's load event: once the first page has rendered and its images arrived, so it never competes with
 * them for a phone's network or CPU.
 */
export const AFTER_LOAD_DELAY_MS = 2000

/** A navigation waits this long for the network before the offline worker answers from its cache. */
export const NAVIGATION_NETWORK_TIMEOUT_S = 3

/** Cached images are kept this long and at most this many (the offline worker's image cache). */
export const IMAGE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60
export const IMAGE_CACHE_MAX_ENTRIES = 300

/**
 * The longest album id an address carries. The contract gives ids no length (the backend's are 24-letter
 * MongoDB ids); this bounds the page's address and its backend call well inside a server's 8 KB request line, even
 * percent-encoded. A longer id is "Gallery not found", never another album.
 */
export const ALBUM_ID_MAX_LENGTH = 500

/**
 * The longest search text: every search box's maxlength, and a longer `?q=` in an address is cut to it,
 * not dropped (typing past it must not empty the box).
 */
export const SEARCH_TEXT_MAX_LENGTH = 200

/**
 * Share: a title in the Share button's name and the share sheet's title is cut to this many characters,
 * and the message sent (the share sheet's text, WhatsApp's) to this many, each ending in "…" when cut.
 */
export const SHARE_NAME_MAX_LENGTH = 120
export const SHARE_TEXT_MAX_LENGTH = 300
