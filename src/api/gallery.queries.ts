import { queryOptions } from '@tanstack/react-query'
import { getJson } from './backend-request'
import { galleryItemSchema } from './gallery.schema'
import { listQuery } from './list-query'
import { parseOne } from './parse'

/** Home page gallery preview. */
export const galleryHomeQuery = () => listQuery('galleryHome', galleryItemSchema)
/** Every gallery category (the Photo Gallery page). */
export const galleryAllQuery = () => listQuery('galleryAll', galleryItemSchema)

/** One gallery item with all its photos; 404 when the id is unknown. */
export const subGalleryQuery = (id: string) =>
  queryOptions({
    queryKey: ['gallery', 'item', id],
    queryFn: async ({ signal }) =>
      parseOne(
        'GET /api/subGallery',
        galleryItemSchema,
        await getJson(`subGallery?id=${encodeURIComponent(id)}`, { signal }),
      ),
  })
