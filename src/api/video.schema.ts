import * as z from 'zod/mini'
import { optionalId, optionalText, requiredText } from './fields'

export const videoSchema = z.object({
  _id: optionalId,
  title: requiredText,
  date: optionalText,
  /** Untrusted: only rendered as a link through safeLinkUrl. */
  videoUrl: requiredText,
})

export type Video = z.infer<typeof videoSchema>
