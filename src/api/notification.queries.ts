import { listQuery } from './list-query'
import { notificationSchema } from './notification.schema'

export const notificationsQuery = () => listQuery('notifications', notificationSchema)
