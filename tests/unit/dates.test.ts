import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  MAX_REMEMBERED_DATES,
  formatDdMmYyyy,
  formatShortDate,
  isoDateOf,
  parseDate,
  schoolDateOf,
} from '@/selectors/dates'

describe('parseDate', () => {
  it('reads a date-only value as that calendar day, whatever the time zone', () => {
    expect(parseDate('2025-08-15')).toEqual({ year: 2025, month: 8, day: 15 })
    expect(parseDate('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 })
    expect(parseDate(' 2026-03-31 ')).toEqual({ year: 2026, month: 3, day: 31 })
  })

  it('reads a timestamp on the school calendar (IST, UTC+05:30)', () => {
    expect(parseDate('2025-08-15T04:30:00.000Z')).toEqual({ year: 2025, month: 8, day: 15 })
    // 31 March 20:00 UTC is 1 April 01:30 in India: the next session already.
    expect(parseDate('2025-03-31T20:00:00.000Z')).toEqual({ year: 2025, month: 4, day: 1 })
    // 31 December 18:29:59 UTC is still 31 December in India; 18:30 is 1 January.
    expect(parseDate('2025-12-31T18:29:59Z')).toEqual({ year: 2025, month: 12, day: 31 })
    expect(parseDate('2025-12-31T18:30:00Z')).toEqual({ year: 2026, month: 1, day: 1 })
    expect(parseDate('2025-06-01T23:00:00-05:00')).toEqual({ year: 2025, month: 6, day: 2 })
    expect(parseDate('2025-06-01T23:00:00')).toEqual({ year: 2025, month: 6, day: 1 })
  })

  it.each([
    undefined,
    null,
    42,
    {},
    '',
    'not-a-date',
    '31/12/2025',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '2025-06-01T25:00:00Z',
    '2024-02-30',
  ])('gives null for %j', (value) => {
    expect(parseDate(value)).toBeNull()
  })

  it('accepts 29 February only in leap years', () => {
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseDate('2025-02-29')).toBeNull()
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = parseDate(value)
        return result === null || (result.month >= 1 && result.month <= 12 && result.day >= 1 && result.day <= 31)
      }),
    )
  })

  it('round-trips every valid calendar day through isoDateOf', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const date = schoolDateOf(instant)
          return date !== null && JSON.stringify(parseDate(isoDateOf(date))) === JSON.stringify(date)
        },
      ),
    )
  })
})

describe('formats', () => {
  it('formats dd-mm-yyyy and the short-month form; an unparseable date gives undefined', () => {
    expect(formatDdMmYyyy('2026-11-14T04:30:00.000Z')).toBe('14-11-2026')
    expect(formatDdMmYyyy('2026-01-05')).toBe('05-01-2026')
    expect(formatDdMmYyyy('not-a-date')).toBeUndefined()
    expect(formatShortDate('2026-11-28')).toBe('28 Nov 2026')
    expect(formatShortDate(undefined)).toBeUndefined()
  })

  it('schoolDateOf reads "today" in India and rejects an invalid Date', () => {
    expect(schoolDateOf(new Date('2026-03-31T18:30:00Z'))).toEqual({ year: 2026, month: 4, day: 1 })
    expect(schoolDateOf(new Date(Number.NaN))).toBeNull()
  })
})

describe('dates already read (a filter change over 5,000 records)', () => {
  it('reads each text once: the same text gives the same answer, frozen so no caller can change it', () => {
    const first = parseDate('2025-08-15T04:30:00.000Z')
    expect(first).toEqual({ year: 2025, month: 8, day: 15 })
    expect(parseDate('2025-08-15T04:30:00.000Z')).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(parseDate('2025-02-30')).toBeNull()
    expect(parseDate('2025-02-30')).toBeNull()
  })

  it('keeps answering correctly after more than MAX_REMEMBERED_DATES different texts', () => {
    const start = Date.UTC(1900, 0, 1)
    for (let index = 0; index <= MAX_REMEMBERED_DATES; index += 1) {
      parseDate(`${new Date(start + index * 3_600_000).toISOString()}`)
    }
    expect(parseDate('1900-01-01T00:00:00.000Z')).toEqual({ year: 1900, month: 1, day: 1 })
    expect(parseDate('2026-11-14')).toEqual({ year: 2026, month: 11, day: 14 })
  })
})
