import { listQuery } from './list-query'
import { principalMessageSchema } from './principal-message.schema'

export const principalMessagesQuery = () => listQuery('principalMessages', principalMessageSchema)
