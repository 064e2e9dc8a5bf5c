import { listQuery } from './list-query'
import { principalMessageSchema } from './principal-message.schema'

export const principalMessagesQuery = () =>
  listQuery(['principal-message'], 'principalMessages', principalMessageSchema)
