/**
 * What a downloaded certificate really is, read from its first bytes: a backend that answers the image
 * call with status 200 and an HTML page, a JSON error or nothing at all must not be saved as tc.jpg and reported as
 * downloaded. The bytes decide, not the Content-Type header, which a school's server may well get wrong.
 */
export type CertificateFileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf'

const SIGNATURES: ReadonlyArray<readonly [kind: CertificateFileKind, offset: number, bytes: readonly number[]]> = [
  ['jpeg', 0, [0xff, 0xd8, 0xff]],
  ['png', 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', 0, [0x47, 0x49, 0x46, 0x38]], // GIF8(7|9)a
  ['webp', 8, [0x57, 0x45, 0x42, 0x50]], // RIFF....WEBP
  ['pdf', 0, [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
]

/** How many leading bytes certificateFileKind needs. */
export const CERTIFICATE_SIGNATURE_BYTES = 12

/** The kind of file the leading bytes belong to, or undefined for anything that is not an image or a PDF. */
export function certificateFileKind(head: Uint8Array): CertificateFileKind | undefined {
  for (const [kind, offset, bytes] of SIGNATURES) {
    if (bytes.every((byte, index) => head[offset + index] === byte)) {
      if (kind === 'webp' && !isRiff(head)) continue
      return kind
    }
  }
  return undefined
}

function isRiff(head: Uint8Array): boolean {
  return [0x52, 0x49, 0x46, 0x46].every((byte, index) => head[index] === byte)
}

/** The MIME type a saved file of this kind is given. */
export const CERTIFICATE_MIME_TYPES: Record<CertificateFileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}
