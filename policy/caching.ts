/**
 * How long the school's data and the site's files may be kept, everywhere they are kept: the server's backend cache
 * (server/backend-cache.ts), its kept pages and feeds (server/app.ts), a CDN or nginx in front of it (the
 * `Cache-Control` it sends), the site's files (server/static-files.ts, deploy/site.nginx.conf) and the nginx caches of
 * deploy/ (backend-cache*.nginx.conf, image-resizer*.nginx.conf). The one place these numbers are written: nginx's
 * files cannot import it, so tests/unit/nginx-host-config.test.ts holds them to it, and
 * tests/unit/single-home-facts.test.ts fails on a value of this file written anywhere else.
 *
 * Plain TypeScript that Node runs as it is (no imports, nothing but erasable types): the checks in scripts/ import it
 * too.
 */

/** A copy of a backend answer, a data page or a feed is answered without asking again for a minute. */
export const FRESH_SECONDS = 60
/** After that, how long a copy is still answered, at once, while one refresh runs. */
export const STALE_WHILE_REVALIDATE_SECONDS = 10 * 60
/** After that, how long a copy is answered when the backend fails (down, late, a 5xx). */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60

export const FRESH_MS = FRESH_SECONDS * 1000
export const STALE_WHILE_REVALIDATE_MS = STALE_WHILE_REVALIDATE_SECONDS * 1000
export const STALE_IF_ERROR_MS = STALE_IF_ERROR_SECONDS * 1000

/**
 * `Cache-Control` of a shared answer of the backend's: a browser asks again every time (`max-age=0`; TanStack Query
 * keeps its own copy), a CDN or nginx in front may keep it for `freshSeconds` (what is left of the server's copy's
 * freshness: a stale copy gets `s-maxage=0`, which nginx does not keep), then stale as above.
 */
export function sharedCacheControl(freshSeconds: number = FRESH_SECONDS): string {
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
}

/**
 * A data page's and a feed's caching: a browser asks again on every visit (max-age=0, with its ETag); a CDN, or nginx
 * in front of the server, keeps one copy for the freshness above and sends it stale while it fetches the next. Safe
 * to share: the page is rendered as a visitor without a token, with nothing of the visitor's in it, and its script is
 * allowed by a hash, which holds for every visitor (a nonce would not).
 */
export const DATA_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

/** A photo copy made by the image resizer: the same address is the same photo, kept 30 days. */
export const PHOTO_COPY_SECONDS = 30 * 24 * 60 * 60
export const PHOTO_COPY_CACHE_CONTROL = `public, max-age=${PHOTO_COPY_SECONDS}`

/**
 * A file whose address changes whenever its content does (the build's hashed assets, the dev server's photo copies):
 * a copy never goes stale, so it is kept a year without asking again.
 */
export const IMMUTABLE_FILE_SECONDS = 365 * 24 * 60 * 60
export const IMMUTABLE_FILE_CACHE_CONTROL = `public, max-age=${IMMUTABLE_FILE_SECONDS}, immutable`

/**
 * A public file that keeps its name when the school replaces it (a photo, a document, a magazine's page, audio): an
 * hour, so a visitor's pages reuse it without a request per photo, and a replaced one reaches every visitor within
 * the hour.
 */
export const NAMED_FILE_SECONDS = 60 * 60
export const NAMED_FILE_CACHE_CONTROL = `public, max-age=${NAMED_FILE_SECONDS}`
