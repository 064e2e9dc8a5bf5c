import * as z from 'zod/mini'
import { fileList, idText, optionalText, requiredText } from './fields'

export const PHOTO_GALLERY_CATEGORY = 'PhotoGallery'

export const galleryItemSchema = z.object({
  _id: idText,
  category: requiredText,
  title: requiredText,
  description: optionalText,
  date: optionalText,
  /** Images; the first is the cover. */
  attachments: fileList,
})

export type GalleryItem = z.infer<typeof galleryItemSchema>
