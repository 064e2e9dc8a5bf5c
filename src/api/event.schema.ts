import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

export const eventSchema = z.object({
  _id: optionalId,
  title: requiredText,
  description: optionalText,
  date: optionalText,
  /** Free text such as "10:30 AM". */
  time: optionalText,
  venue: optionalText,
  images: fileList,
  attachments: fileList,
})

export type SchoolEvent = z.infer<typeof eventSchema>
