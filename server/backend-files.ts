import type { BackendAnswerKind } from './api-request-rules'

/**
 * Nothing from the backend runs in the site's origin. The server serves the backend's answers on
 * the site's own origin, where the site's policy (`script-src 'self'`) lets any script of that origin run: an HTML
 * page or an SVG from the backend, opened at `/api/image?url=a.html`, could load `/api/image?url=b.js` and read the
 * visitor's token. So every `/api/` answer:
 * - carries `X-Content-Type-Options: nosniff`: a type is what the answer says, never guessed from its bytes (a PNG
 *   that holds HTML stays a broken PNG);
 * - carries BACKEND_ANSWER_POLICY, which sandboxes it: opened as a page it has an origin of its own, with no script,
 *   no storage and no cookies of the site's;
 * - is of a type it may be: a file call one of BACKEND_FILE_TYPES (api-contract.md: "image, PDF or audio"), a JSON
 *   call JSON; anything else is sent as a download, never shown (an `<img>` or `<audio>` does not heed that, and
 *   shows a photo a backend serves as `application/octet-stream` as before).
 * Pure: a backend answer in, the answer to send out (api-proxy.ts applies it after the cache, backend-cache.ts).
 */

/**
 * The policy of every `/api/` answer: sandboxed (no script, an opaque origin), nothing loaded but the file's own
 * pictures and sounds, and the inline styles an SVG may use. Chromium still opens a PDF in its viewer under it, and an
 * SVG in an `<img>` still shows (tests/e2e-server/backend-files.spec.ts).
 */
const BACKEND_ANSWER_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"

/** The headers every `/api/` answer carries, whoever made it (the backend, the cache, the server's refusals). */
export const BACKEND_ANSWER_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Content-Security-Policy', BACKEND_ANSWER_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
]

/** The files the contract has a backend serve (photos, documents, voice messages), as browsers show them. */
export const BACKEND_FILE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  // Its scripts never run: not in an `<img>`, and not opened as a page either, under BACKEND_ANSWER_POLICY.
  'image/svg+xml',
  'image/bmp',
  'application/pdf',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
])

/** JSON and the JSON types of a suffix (`application/problem+json`): all a JSON call may answer. */
export const JSON_TYPE = /^application\/(?:[a-z0-9.-]+\+)?json$/

/** A MIME type without parameters: `type/subtype`, each a token. */
const MIME_ESSENCE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/

/** What a refused answer is sent as: bytes to save, which no browser shows or runs. */
export const DOWNLOAD_TYPE = 'application/octet-stream'

/**
 * The type of a `Content-Type` value without its parameters, lower case, or undefined when it is not one plain
 * type. A browser reads the last of a list (`image/png; x=1, text/html` is HTML to it): such a value is no type here.
 */
function mimeEssence(contentType: string | null): string | undefined {
  if (contentType === null) return undefined
  const essence = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase()
  return MIME_ESSENCE.test(essence) && !contentType.includes(',') ? essence : undefined
}

/** Whether an answer of a call that answers `kind` may be shown as the type it says it is. */
function isAllowedType(kind: BackendAnswerKind, essence: string | undefined): essence is string {
  if (essence === undefined) return false
  return kind === 'file' ? BACKEND_FILE_TYPES.has(essence) : JSON_TYPE.test(essence)
}

/** `Content-Disposition` of a download: `attachment`, with the backend's file name when it gave one. */
function asAttachment(disposition: string | null): string {
  const semicolon = disposition?.indexOf(';') ?? -1
  return semicolon === -1 ? 'attachment' : `attachment${disposition?.slice(semicolon) ?? ''}`
}

/**
 * The backend's answer to a call that answers `kind`, as the site's origin may serve it: its own type alone (no
 * parameters: nothing a browser could read as a second type) when allowed, else a download of the same bytes with
 * the same status. Every answer gets BACKEND_ANSWER_HEADERS (api-proxy.ts also sets them on answers made without the
 * backend).
 */
export function servedSafely(kind: BackendAnswerKind, answer: Response): Response {
  const headers = new Headers(answer.headers)
  const essence = mimeEssence(answer.headers.get('content-type'))
  if (isAllowedType(kind, essence)) {
    headers.set('Content-Type', essence)
  } else {
    headers.set('Content-Type', DOWNLOAD_TYPE)
    headers.set('Content-Disposition', asAttachment(answer.headers.get('content-disposition')))
  }
  for (const [name, value] of BACKEND_ANSWER_HEADERS) headers.set(name, value)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}
