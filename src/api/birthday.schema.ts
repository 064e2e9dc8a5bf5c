import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

export const birthdaySchema = z.object({
  _id: optionalId,
  name: requiredText,
  /** Class and section, e.g. "VII-B". */
  class: optionalText,
  /** Date of birth. */
  date: requiredText,
  /** The photo: a string or a one-item list in the wild, always a list here. */
  attachments: fileList,
})

export type Birthday = z.infer<typeof birthdaySchema>
