/**
 * Where the backend's calls start on its origin, and on the site's own when the server of `npm start` passes them
 * on: the site, the server, the build's dev resizer and the offline worker all read it here.
 */
export const API_PREFIX = '/api/'

/**
 * The backend's list calls (shared/api-contract.md) as paths after API_PREFIX, given the URL-encoded school code.
 * The queries build their URLs from these.
 */
export const ENDPOINTS = {
  onlineRegistration: (code: string) => `onlineRegistration/${code}`,
  notifications: (code: string) => `notification/${code}`,
  highlights: (code: string) => `highlight/${code}`,
  newsHome: (code: string) => `news/${code}`,
  newsAll: (code: string) => `news/all/${code}`,
  eventsHome: (code: string) => `events/${code}`,
  eventsAll: (code: string) => `events/All/${code}`,
  birthdaysToday: (code: string) => `birthdays/${code}`,
  birthdaysAll: (code: string) => `birthdays/all/${code}`,
  principalMessages: (code: string) => `PrincipalMessage/${code}`,
  galleryHome: (code: string) => `gallery/${code}`,
  galleryAll: (code: string) => `gallery/All/${code}`,
  toppers: (code: string) => `topper/${code}`,
  videos: (code: string) => `video/all/${code}`,
  faculty: (code: string) => `faculty/all/${code}`,
  circulars: (code: string) => `circular/all/${code}`,
} as const satisfies Record<string, (code: string) => string>

export type Endpoint = keyof typeof ENDPOINTS

/**
 * The calls marked "(auth)" in the contract: they send `Authorization: Bearer <token>` when the visitor has a usable
 * token (backend-request.ts, authHeaders).
 */
export const AUTH_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  'principalMessages',
  'videos',
  'faculty',
  'circulars',
  'notifications',
  'onlineRegistration',
  'toppers',
])
