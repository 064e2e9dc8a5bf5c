import { config } from '@/config/env'

/**
 * Absolute origin of the backend. With no VITE_API_BASE_URL the calls go to the site's own origin,
 * where the mock worker (or a reverse proxy) answers. Absolute, because ky cannot resolve relative URLs in jsdom.
 */
export function apiOrigin(): string {
  return config.apiBaseUrl ?? new URL(document.baseURI).origin
}
