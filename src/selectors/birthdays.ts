import { parseDate, schoolDateOf } from './dates'

/**
 * Spec section 2 / 7: "Birthday In This Month" is the all-birthdays call filtered on the client to the current
 * month. Pure: `today` is a parameter. The month is the school's (IST) calendar month, the same reading
 * every date of the site gets; a date of birth that does not parse never shows. Sorted by day of the month,
 * then by name, so the month reads in order.
 */
export function birthdaysThisMonth<T extends { date: string; name: string }>(
  birthdays: readonly T[],
  today: Date,
): T[] {
  const now = schoolDateOf(today)
  if (!now) return []
  return birthdays
    .map((birthday) => ({ birthday, date: parseDate(birthday.date) }))
    .filter((entry) => entry.date !== null && entry.date.month === now.month)
    .sort((a, b) => (a.date?.day ?? 0) - (b.date?.day ?? 0) || a.birthday.name.localeCompare(b.birthday.name))
    .map((entry) => entry.birthday)
}
