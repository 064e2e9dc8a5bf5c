import { schoolCode } from './client'
import { listQuery } from './list-query'
import { principalMessageSchema } from './principal-message.schema'

export const principalMessagesQuery = () =>
  listQuery(['principal-message'], `PrincipalMessage/${schoolCode}`, principalMessageSchema, { auth: true })
