import * as z from 'zod/mini'
import { fileList, optionalId, requiredText } from './fields'

/** An announcement shown in the home page marquee. */
export const highlightSchema = z.object({
  _id: optionalId,
  title: requiredText,
  attachments: fileList,
})
