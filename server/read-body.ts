/**
 * Reading a body with a bound, shared by the server's three readers of bodies it did not write: the backend cache
 * (backend-cache.ts), the photo copies (resized-photos.ts) and compression (compression.ts). Node's streams have no
 * "read at most N bytes" of a Web stream; `Buffer.concat` would join the chunks, but a small Buffer is a slice of a
 * shared pool, and the cache keeps its bodies' own ArrayBuffer.
 */

/** The chunks as one array of `bytes` bytes, on an ArrayBuffer of its own. */
export function joinChunks(chunks: readonly Uint8Array[], bytes: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(bytes)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}

/**
 * The body read whole when it is at most `limit` bytes; past it, what was read and the rest as one stream again
 * (`rest`), to send on as it comes or to cancel.
 */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; rest?: undefined } | { rest: ReadableStream<Uint8Array> }> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { bytes: joinChunks(chunks, bytes) }
    chunks.push(value)
    bytes += value.byteLength
    if (bytes > limit) {
      return {
        rest: new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk)
          },
          async pull(controller) {
            const next = await reader.read()
            if (next.done) controller.close()
            else controller.enqueue(next.value)
          },
          cancel: (reason) => reader.cancel(reason),
        }),
      }
    }
  }
}
