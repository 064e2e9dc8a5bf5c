import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

/** The three topper classes of the contract. */
export const TOPPER_CLASSES = { icse: 'X', isc: 'XII', classToppers: 'OtherToppers' } as const
export type TopperClass = (typeof TOPPER_CLASSES)[keyof typeof TOPPER_CLASSES]

export const topperSchema = z.object({
  _id: optionalId,
  class: requiredText,
  /** Text such as "2023-2024". */
  sessionYear: requiredText,
  name: requiredText,
  stream: optionalText,
  /** Marks as numeric text, e.g. "97.6"; text that does not parse sorts last. */
  division: requiredText,
  /** Photo; empty means the placeholder image. */
  attachments: fileList,
})

export type Topper = z.infer<typeof topperSchema>
