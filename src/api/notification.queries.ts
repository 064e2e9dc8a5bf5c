import { schoolCode } from './client'
import { listQuery } from './list-query'
import { notificationSchema } from './notification.schema'

export const notificationsQuery = () =>
  listQuery(['notifications'], `notification/${schoolCode}`, notificationSchema, { auth: true })
