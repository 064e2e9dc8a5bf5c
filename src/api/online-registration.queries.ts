import { listQuery } from './list-query'
import { onlineRegistrationSchema } from './online-registration.schema'

export const onlineRegistrationQuery = () => listQuery('onlineRegistration', onlineRegistrationSchema)
