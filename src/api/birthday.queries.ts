import { birthdaySchema } from './birthday.schema'
import { schoolCode } from './client'
import { listQuery } from './list-query'

/** Today's birthdays ("TODAY STAR"). */
export const birthdaysTodayQuery = () => listQuery(['birthdays', 'today'], `birthdays/${schoolCode}`, birthdaySchema)
/** Every birthday; the home page keeps the current month's. */
export const birthdaysAllQuery = () => listQuery(['birthdays', 'all'], `birthdays/all/${schoolCode}`, birthdaySchema)
