import { birthdaySchema } from './birthday.schema'
import { listQuery } from './list-query'

/** Today's birthdays ("TODAY STAR"). */
export const birthdaysTodayQuery = () => listQuery('birthdaysToday', birthdaySchema)
/** Every birthday; the home page keeps the current month's. */
export const birthdaysAllQuery = () => listQuery('birthdaysAll', birthdaySchema)
