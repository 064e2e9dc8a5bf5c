/** http_ece (RFC 8188, the encoding of Web Push payloads), the library web-push itself encrypts with: the part used. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer
}
