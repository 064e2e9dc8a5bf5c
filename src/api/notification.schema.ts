import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

export const notificationSchema = z.object({
  _id: optionalId,
  title: requiredText,
  description: optionalText,
  image: fileList,
  /** Untrusted: only rendered as a link through safeLinkUrl. */
  url: optionalText,
  urlTitle: optionalText,
  attachments: fileList,
})

export type Notification = z.infer<typeof notificationSchema>
