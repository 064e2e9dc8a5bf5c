import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Topper } from '@/api/topper.schema'
import {
  ALL_TOPPER_YEARS,
  defaultTopperYear,
  marksOf,
  searchToppers,
  selectedTopperYear,
  sortByMarks,
  topperYearOptions,
  topperYears,
  toppersOfClass,
  toppersOfYear,
} from '@/selectors/toppers'

const topper = (name: string, division: string, extra: Partial<Topper> = {}): Topper => ({
  class: 'X',
  sessionYear: '2025-2026',
  name,
  division,
  attachments: [],
  ...extra,
})

const names = (list: readonly Topper[]) => list.map((t) => t.name)

describe('toppersOfClass', () => {
  it('keeps only the records of the given class', () => {
    const list = [
      topper('x1', '90'),
      topper('xii', '91', { class: 'XII' }),
      topper('other', '92', { class: 'OtherToppers' }),
      topper('x2', '93'),
    ]
    expect(names(toppersOfClass(list, 'X'))).toEqual(['x1', 'x2'])
    expect(names(toppersOfClass(list, 'XII'))).toEqual(['xii'])
    expect(names(toppersOfClass(list, 'OtherToppers'))).toEqual(['other'])
    expect(toppersOfClass([], 'X')).toEqual([])
  })
})

describe('topperYears', () => {
  it('lists the distinct years newest first', () => {
    const list = ['2022-2023', '2025-2026', '2023-2024', '2025-2026', ' 2024-2025 '].map((sessionYear, i) =>
      topper(String(i), '90', { sessionYear }),
    )
    expect(topperYears(list)).toEqual(['2025-2026', '2024-2025', '2023-2024', '2022-2023'])
  })

  it('is empty for no records, and puts labels without a year last', () => {
    expect(topperYears([])).toEqual([])
    const list = ['Old batch', '2020-2021', '2021-22'].map((sessionYear, i) => topper(String(i), '90', { sessionYear }))
    expect(topperYears(list)).toEqual(['2021-22', '2020-2021', 'Old batch'])
  })
})

describe('defaultTopperYear', () => {
  const today = new Date(2026, 10, 21)
  it('ICSE and ISC open on the newest year, or nothing when there are no years', () => {
    expect(defaultTopperYear('X', ['2025-2026', '2024-2025'], today)).toBe('2025-2026')
    expect(defaultTopperYear('XII', ['2023-2024'], today)).toBe('2023-2024')
    expect(defaultTopperYear('X', [], today)).toBe('')
  })

  it('class toppers open on (current year - 1)-(current year), with or without records', () => {
    expect(defaultTopperYear('OtherToppers', ['2019-2020'], today)).toBe('2025-2026')
    expect(defaultTopperYear('OtherToppers', [], new Date(2027, 0, 1))).toBe('2026-2027')
  })

  it("class toppers follow the school's clock (IST), not the visitor's time zone", () => {
    const visitorZone = process.env.TZ
    // A visitor in New York: still 2026 for them at both instants (Node reads TZ afresh when it is set).
    process.env.TZ = 'America/New_York'
    try {
      // 20:00 UTC on 31 December 2026 is 01:30 on 1 January 2027 in India.
      expect(defaultTopperYear('OtherToppers', [], new Date('2026-12-31T20:00:00Z'))).toBe('2026-2027')
      // 18:00 UTC is 23:30 on 31 December in India: still 2026.
      expect(defaultTopperYear('OtherToppers', [], new Date('2026-12-31T18:00:00Z'))).toBe('2025-2026')
    } finally {
      if (visitorZone === undefined) delete process.env.TZ
      else process.env.TZ = visitorZone
    }
  })
})

describe('selectedTopperYear and topperYearOptions', () => {
  const years = ['2025-2026', '2024-2025']
  it('takes a listed year from the URL, else the default', () => {
    expect(selectedTopperYear('2024-2025', years, '2025-2026', false)).toBe('2024-2025')
    expect(selectedTopperYear(undefined, years, '2025-2026', false)).toBe('2025-2026')
    expect(selectedTopperYear('1999-2000', years, '2025-2026', false)).toBe('2025-2026')
    expect(selectedTopperYear('<script>', years, '2025-2026', true)).toBe('2025-2026')
  })

  it('accepts All only where the page offers it', () => {
    expect(selectedTopperYear('all', years, '2025-2026', true)).toBe(ALL_TOPPER_YEARS)
    expect(selectedTopperYear('ALL', years, '2025-2026', false)).toBe('2025-2026')
  })

  it('adds a default year without records to the options, in order', () => {
    expect(topperYearOptions(['2024-2025', '2022-2023'], '2023-2024')).toEqual(['2024-2025', '2023-2024', '2022-2023'])
    expect(topperYearOptions(years, '2025-2026')).toEqual(years)
    expect(topperYearOptions(years, ALL_TOPPER_YEARS)).toEqual(years)
  })
})

describe('toppersOfYear', () => {
  it('filters by session year; All keeps everyone', () => {
    const list = [topper('a', '90'), topper('b', '90', { sessionYear: '2024-2025' })]
    expect(names(toppersOfYear(list, '2024-2025'))).toEqual(['b'])
    expect(names(toppersOfYear(list, ALL_TOPPER_YEARS))).toEqual(['a', 'b'])
    expect(toppersOfYear(list, '2019-2020')).toEqual([])
  })
})

describe('marksOf', () => {
  it.each([
    ['97.6', 97.6],
    [' 95 ', 95],
    ['96.4%', 96.4],
    ['.5', 0.5],
    ['100', 100],
  ])('%j is %d', (text, marks) => expect(marksOf(text)).toBe(marks))

  it.each(['Distinction', '', '  ', '9 7', '95abc', 'NaN', 'Infinity', '1e3', '--1'])('%j does not parse', (text) =>
    expect(marksOf(text)).toBeNull(),
  )
})

describe('sortByMarks', () => {
  it('sorts by marks descending, unparseable marks last', () => {
    const sorted = sortByMarks([
      topper('c', '88.25'),
      topper('d', 'Distinction'),
      topper('a', '98.2'),
      topper('b', '96.4'),
    ])
    expect(names(sorted)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the backend order for equal marks and among unparseable marks', () => {
    const sorted = sortByMarks([
      topper('n1', 'absent'),
      topper('rohan', '96.4'),
      topper('n2', ''),
      topper('ishita', '96.40'),
      topper('top', '99'),
    ])
    expect(names(sorted)).toEqual(['top', 'rohan', 'ishita', 'n1', 'n2'])
  })

  it('compares numerically, not as text', () => {
    expect(names(sortByMarks([topper('nine', '9'), topper('hundred', '100'), topper('ninety', '90.5')]))).toEqual([
      'hundred',
      'ninety',
      'nine',
    ])
  })

  it('does not change its input', () => {
    const input = [topper('b', '1'), topper('a', '2')]
    sortByMarks(input)
    expect(names(input)).toEqual(['b', 'a'])
  })

  const division = fc.oneof(
    fc.integer({ min: 0, max: 100 }).map(String),
    fc.constantFrom('95', '95.0', '96.4', '96.40', '100%', 'Distinction', '', 'abc', ' 50 '),
    fc.string(),
  )

  it('property: a permutation, ordered by marks with unparseable last, stable for ties', () => {
    fc.assert(
      fc.property(fc.array(division, { maxLength: 40 }), (divisions) => {
        const input = divisions.map((d, index) => topper(String(index), d))
        const sorted = sortByMarks(input)
        // Permutation.
        expect([...sorted].map((t) => Number(t.name)).sort((a, b) => a - b)).toEqual(input.map((_, i) => i))
        for (let i = 1; i < sorted.length; i += 1) {
          const prev = sorted[i - 1]!
          const next = sorted[i]!
          const a = marksOf(prev.division)
          const b = marksOf(next.division)
          // Ordered: never a parsed mark after an unparseable one, never a higher mark after a lower one.
          if (a === null) expect(b).toBeNull()
          else if (b !== null) expect(a).toBeGreaterThanOrEqual(b)
          // Stable: equal keys keep their input order.
          if (a === b) expect(Number(prev.name)).toBeLessThan(Number(next.name))
        }
      }),
    )
  })

  it('property: total and deterministic (the order of the input is the only tie-break; sorting twice changes nothing)', () => {
    fc.assert(
      fc.property(fc.array(division, { maxLength: 40 }), (divisions) => {
        const input = divisions.map((d, index) => topper(String(index), d))
        const once = sortByMarks(input)
        expect(sortByMarks(once)).toEqual(once)
        expect(sortByMarks(input)).toEqual(once)
      }),
    )
  })
})

describe('searchToppers', () => {
  const list = [topper('Ananya Mishra', '98'), topper('Rohan Verma', '96'), topper('Ishita Srivastava', '96')]
  it('matches a case-insensitive substring of the name', () => {
    expect(names(searchToppers(list, 'MISH'))).toEqual(['Ananya Mishra'])
    expect(names(searchToppers(list, 'va'))).toEqual(['Ishita Srivastava'])
    expect(names(searchToppers(list, 'AN'))).toEqual(['Ananya Mishra', 'Rohan Verma'])
  })

  it('a blank search keeps everyone; no match is empty', () => {
    expect(searchToppers(list, '  ')).toHaveLength(3)
    expect(searchToppers(list, undefined)).toHaveLength(3)
    expect(searchToppers(list, 'zzz')).toEqual([])
  })
})
