import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { onlineRegistrationSchema } from './online-registration.schema'

export const onlineRegistrationQuery = () =>
  listQuery(['online-registration'], ENDPOINTS.onlineRegistration(schoolCode), onlineRegistrationSchema, { auth: true })
