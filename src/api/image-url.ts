import { config } from '@/config/env'
import { apiOrigin, isServerRender } from './base-url'
import { API_PREFIX } from './endpoints'

/**
 * The one place where data-driven URLs are made safe (contract: "A file path ... is turned into a URL by one helper").
 * Only http: and https: ever reach an href or src; javascript:, data:, vbscript:, file: and the rest never do.
 */

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:'])

/** Browsers ignore tabs, newlines and leading control characters in URLs ("java\tscript:"); so must we. */
function withoutIgnoredCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
}

function absoluteHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value)
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * A file path from the backend (attachments, image) as a URL for `src`/`href`:
 * an absolute http(s) URL is used as is; any other scheme gives undefined;
 * anything else is a path served by `${base}/api/image?url=...`.
 */
export function fileUrl(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined
  const trimmed = path.trim()
  if (trimmed === '') return undefined
  const probe = withoutIgnoredCharacters(trimmed)
  if (HAS_SCHEME.test(probe)) return absoluteHttpUrl(trimmed)
  return `${apiOrigin()}${API_PREFIX}image?url=${encodeURIComponent(trimmed)}`
}

/** The paths of an attachments field; anything but a list (saved data of the wrong shape, say) holds none. */
function listOf(paths: readonly unknown[] | undefined): readonly unknown[] {
  return Array.isArray(paths) ? paths : []
}

/** The first usable file URL of a list of paths (a cover image, a photo), or undefined. */
export function firstFileUrl(paths: readonly unknown[] | undefined): string | undefined {
  for (const path of listOf(paths)) {
    const url = fileUrl(path)
    if (url) return url
  }
  return undefined
}

let allowedMediaOrigins: Set<string> | undefined

/**
 * Origins the Content-Security-Policy lets images, media and downloads come from (build/csp-plugin.ts): the site,
 * the backend and VITE_MEDIA_ORIGINS. Worked out on first use (the site's own origin is only known in a page), then
 * kept: every card image asks.
 */
function mediaOrigins(): Set<string> {
  allowedMediaOrigins ??= new Set([
    // The optional server's render has no document; the files it names are the backend's (apiOrigin).
    ...(isServerRender() ? [] : [new URL(document.baseURI).origin]),
    new URL(apiOrigin()).origin,
    ...config.mediaOrigins,
  ])
  return allowedMediaOrigins
}

/**
 * A file path from the backend as a URL for an image's (or a medium's, or a download's) `src`: fileUrl, and only
 * from an origin the Content-Security-Policy allows. A photo on any other host would be blocked by the browser
 * (an error in the console and a broken image), so it is treated as no photo, and the placeholder shows.
 */
export function mediaUrl(path: unknown): string | undefined {
  const url = fileUrl(path)
  if (url === undefined) return undefined
  return mediaOrigins().has(new URL(url).origin) ? url : undefined
}

/** The first usable media URL of a list of paths (a cover image, a photo), or undefined. */
export function firstMediaUrl(paths: readonly unknown[] | undefined): string | undefined {
  for (const path of listOf(paths)) {
    const url = mediaUrl(path)
    if (url) return url
  }
  return undefined
}

/**
 * A link from the backend (video URL, notification link): absolute http(s) only, or a same-site path
 * such as `/News`. Anything else (javascript:, data:, protocol-relative //host) gives undefined, so no live link renders.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  const probe = withoutIgnoredCharacters(trimmed)
  if (HAS_SCHEME.test(probe)) return absoluteHttpUrl(trimmed)
  if (probe.startsWith('/') && !probe.startsWith('//') && !probe.startsWith('/\\')) return trimmed
  return undefined
}
