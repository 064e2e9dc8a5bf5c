import * as z from 'zod/mini'
import { fileList, optionalId } from './fields'

export const onlineRegistrationSchema = z.object({
  _id: optionalId,
  /** The instructions file. */
  attachments: fileList,
})
