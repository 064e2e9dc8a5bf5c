import { birthdaySchema } from './birthday.schema'
import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'

/** Today's birthdays ("TODAY STAR"). */
export const birthdaysTodayQuery = () =>
  listQuery(['birthdays', 'today'], ENDPOINTS.birthdaysToday(schoolCode), birthdaySchema)
/** Every birthday; the home page keeps the current month's. */
export const birthdaysAllQuery = () =>
  listQuery(['birthdays', 'all'], ENDPOINTS.birthdaysAll(schoolCode), birthdaySchema)
