import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { notificationSchema } from './notification.schema'

export const notificationsQuery = () =>
  listQuery(['notifications'], ENDPOINTS.notifications(schoolCode), notificationSchema, { auth: true })
