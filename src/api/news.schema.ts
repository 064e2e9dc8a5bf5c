import * as z from 'zod/mini'
import { fileList, optionalId, optionalText, requiredText } from './fields'

export const newsSchema = z.object({
  _id: optionalId,
  title: requiredText,
  description: optionalText,
  attachments: fileList,
  fromDate: optionalText,
})

export type News = z.infer<typeof newsSchema>
