import { useMemo } from 'react'
import { isoDateOf, parseDate } from '@/selectors/dates'

/**
 * Each record's date read once per list, as its school calendar day ("2026-11-15", or undefined when it does not
 * parse): the filters then compare plain days instead of re-reading 5,000 timestamps on every change.
 */
export function useSchoolDays<T>(
  items: readonly T[],
  dateOf: (item: T) => string | undefined,
): (item: T) => string | undefined {
  return useMemo(() => {
    const days = new Map<T, string | undefined>()
    for (const item of items) {
      const date = parseDate(dateOf(item))
      days.set(item, date ? isoDateOf(date) : undefined)
    }
    return (item: T) => (days.has(item) ? days.get(item) : dateOf(item))
  }, [items, dateOf])
}
