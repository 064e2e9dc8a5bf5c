/**
 * What the site sends compressed, on every host: the server (server/compression.ts) and nginx's `gzip_types` in
 * deploy/ (site.nginx.conf, server-front-site.nginx.conf: held to this list by tests/unit/nginx-host-config.test.ts,
 * as nginx cannot import it). Text only: photos, PDFs and fonts are compressed already.
 *
 * Plain TypeScript that Node runs as it is (no imports, nothing but erasable types): the checks in scripts/ import it
 * too.
 */

/** HTML: nginx compresses it always, and refuses it in `gzip_types` (a duplicate MIME type). */
export const HTML_TYPE = 'text/html'

/** The media types compressed (HTML first), lower case, without parameters. */
export const COMPRESSED_TYPES: readonly string[] = [
  HTML_TYPE,
  'text/plain',
  'text/css',
  'text/javascript',
  'application/javascript',
  'text/xml',
  'application/xml',
  'application/json',
  'application/manifest+json',
  'application/rss+xml',
  'text/calendar',
  'image/svg+xml',
]

/** Whether an answer with this `Content-Type` is compressed (its parameters, such as the charset, aside). */
export function isCompressedType(contentType: string): boolean {
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return COMPRESSED_TYPES.includes(mediaType)
}
