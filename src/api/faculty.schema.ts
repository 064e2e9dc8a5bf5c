import * as z from 'zod/mini'
import { fileList, optionalId, optionalNumber, optionalText, requiredText } from './fields'

export const facultySchema = z.object({
  _id: optionalId,
  name: requiredText,
  designation: optionalText,
  qualification: optionalText,
  /** Display order: a number or numeric string; missing sorts last. */
  order: optionalNumber,
  attachments: fileList,
})

export type Faculty = z.infer<typeof facultySchema>
