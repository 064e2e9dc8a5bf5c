import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

export const SYLLABUS_CATEGORY = 'Syllabus'

export const circularSchema = z.object({
  _id: optionalId,
  category: requiredText,
  title: requiredText,
  date: optionalText,
  /** PDFs. */
  attachments: fileList,
})

export type Circular = z.infer<typeof circularSchema>
