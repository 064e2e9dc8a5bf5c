import { Hono } from 'hono'
import type { ResizedPhotos } from './resized-photos'

/**
 * `/img/` (the build's resizer path): photo copies on the site's own origin, made by the resizer and kept
 * (resized-photos.ts). Read-only: any other method, and every other path, goes on to the parts after it.
 */
export function photoCopies(photos: ResizedPhotos): Hono {
  return new Hono().on(['GET', 'HEAD'], '*', async (c, next) =>
    photos.handles(new URL(c.req.url)) ? photos.answer(c.req.raw, c) : next(),
  )
}
