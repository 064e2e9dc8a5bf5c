import * as z from 'zod/mini'
import { fileList, optionalText, requiredText } from './fields'

export const PRINCIPAL_CATEGORY = 'Principal'

export const principalMessageSchema = z.object({
  category: requiredText,
  /** HTML from the school's editor: untrusted, rendered only through the sanitiser. */
  message: requiredText,
  name: optionalText,
  designation: optionalText,
  attachments: fileList,
})
