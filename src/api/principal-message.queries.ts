import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { principalMessageSchema } from './principal-message.schema'

export const principalMessagesQuery = () =>
  listQuery(['principal-message'], ENDPOINTS.principalMessages(schoolCode), principalMessageSchema, { auth: true })
