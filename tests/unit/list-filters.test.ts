import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDate } from '@/selectors/dates'
import {
  filterBySearch,
  listView,
  filterByYearMonth,
  matchesSearch,
  matchesYearMonth,
  monthsPresent,
  newestFirst,
  withValues,
  yearsDescending,
} from '@/selectors/list-filters'

interface Item {
  title: string
  date?: string
}
const dateOf = (item: Item) => item.date
const titles = (items: Item[]) => items.map((item) => item.title)

const ITEMS: Item[] = [
  { title: 'Annual Sports Day', date: '2026-11-28' },
  { title: 'Republic Day', date: '2026-01-01' },
  // 18:45 UTC on 31 December is 00:15 on 1 January in India.
  { title: 'Christmas Carols', date: '2025-12-31T18:45:00Z' },
  { title: 'Open House' },
  { title: 'Blood Donation', date: 'not-a-date' },
]

describe('matchesSearch', () => {
  it('is a case-insensitive substring match on the title; blank matches all', () => {
    expect(matchesSearch('Annual Sports Day', 'sports')).toBe(true)
    expect(matchesSearch('Annual Sports Day', 'SPORTS DAY')).toBe(true)
    expect(matchesSearch('Annual Sports Day', 'sport day')).toBe(false)
    expect(matchesSearch('Annual Sports Day', '  ')).toBe(true)
    expect(matchesSearch(undefined, 'x')).toBe(false)
    expect(titles(filterBySearch(ITEMS, 'day'))).toEqual(['Annual Sports Day', 'Republic Day'])
  })
})

describe('filterByYearMonth', () => {
  it('filters by year and month; with no filter everything passes, undated included', () => {
    expect(filterByYearMonth(ITEMS, {}, dateOf)).toHaveLength(5)
    expect(titles(filterByYearMonth(ITEMS, { year: 2026 }, dateOf))).toEqual([
      'Annual Sports Day',
      'Republic Day',
      'Christmas Carols',
    ])
    expect(titles(filterByYearMonth(ITEMS, { month: 1 }, dateOf))).toEqual(['Republic Day', 'Christmas Carols'])
    expect(titles(filterByYearMonth(ITEMS, { year: 2025, month: 12 }, dateOf))).toEqual([])
  })

  it('excludes records without a parseable date whenever a year or month filter is active', () => {
    expect(titles(filterByYearMonth(ITEMS, { month: 11 }, dateOf))).toEqual(['Annual Sports Day'])
    expect(matchesYearMonth(undefined, { year: 2026 })).toBe(false)
    expect(matchesYearMonth('not-a-date', { month: 3 })).toBe(false)
    expect(matchesYearMonth(undefined, {})).toBe(true)
  })
})

describe('monthsPresent, yearsDescending, withValues, newestFirst', () => {
  it('lists months in calendar order and years newest first, ignoring undated records', () => {
    expect(monthsPresent(ITEMS, dateOf)).toEqual([1, 11])
    expect(yearsDescending(ITEMS, dateOf)).toEqual([2026])
    expect(monthsPresent([], dateOf)).toEqual([])
    expect(yearsDescending([{ title: 'x' }], dateOf)).toEqual([])
  })

  it('merges extra values without duplicates', () => {
    expect(withValues([2025, 2023], [2026, undefined, 2025], 'desc')).toEqual([2026, 2025, 2023])
    expect(withValues([3, 1], [2], 'asc')).toEqual([1, 2, 3])
  })

  it('sorts newest first, undated last, keeping the backend order for ties', () => {
    expect(titles(newestFirst(ITEMS, dateOf))).toEqual([
      'Annual Sports Day',
      'Republic Day',
      'Christmas Carols',
      'Open House',
      'Blood Donation',
    ])
  })
})

const arbitraryDate = fc.oneof(
  fc
    .date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.string(),
  fc.constant(undefined),
)
const arbitraryItem = fc.record({ title: fc.string(), date: arbitraryDate })
const arbitraryFilter = fc.record(
  { year: fc.integer({ min: 2017, max: 2031 }), month: fc.integer({ min: 1, max: 12 }) },
  { requiredKeys: [] },
)

describe('properties (fast-check)', () => {
  it('filterByYearMonth never returns an item failing its own filter, and keeps every item that passes', () => {
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 40 }), arbitraryFilter, (items, filter) => {
        const kept = filterByYearMonth(items, filter, dateOf)
        const active = filter.year !== undefined || filter.month !== undefined
        const allPass = kept.every((item) => {
          const date = parseDate(item.date)
          if (!active) return true
          return (
            date !== null &&
            (filter.year === undefined || date.year === filter.year) &&
            (filter.month === undefined || date.month === filter.month)
          )
        })
        const complete = kept.length === items.filter((item) => matchesYearMonth(item.date, filter)).length
        return allPass && complete
      }),
    )
  })

  it('filterBySearch never returns an item whose title does not contain the search, case-insensitively', () => {
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 40 }), fc.string({ maxLength: 4 }), (items, search) => {
        const kept = filterBySearch(items, search)
        const needle = search.trim().toLocaleLowerCase()
        return kept.every((item) => item.title.toLocaleLowerCase().includes(needle))
      }),
    )
  })

  it('a title always matches any of its own substrings, in upper or lower case (ASCII titles)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(), fc.nat(), (title, a, b) => {
        const start = Math.min(a, b) % (title.length + 1)
        const end = Math.max(start, Math.max(a, b) % (title.length + 1))
        const part = title.slice(start, end)
        return matchesSearch(title, part.toUpperCase()) && matchesSearch(title, part.toLowerCase())
      }),
    )
  })

  it('every month and year offered has at least one item in it', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryItem, { maxLength: 40 }),
        (items) =>
          monthsPresent(items, dateOf).every((month) => filterByYearMonth(items, { month }, dateOf).length > 0) &&
          yearsDescending(items, dateOf).every((year) => filterByYearMonth(items, { year }, dateOf).length > 0),
      ),
    )
  })
})

describe('listView (Events, News, Video Gallery)', () => {
  it('offers the years with records plus the always-offered and selected ones, and the months of the selected year', () => {
    const view = listView(ITEMS, dateOf, { year: 2026 }, [2027])
    expect(view.years).toEqual([2027, 2026])
    expect(view.months).toEqual([1, 11])
    expect(titles(view.items)).toEqual(['Annual Sports Day', 'Republic Day', 'Christmas Carols'])
  })

  it('with no year shows every record (undated last) and offers the months of all years', () => {
    const view = listView(ITEMS, dateOf, {})
    expect(view.items).toHaveLength(5)
    expect(titles(view.items).slice(-2)).toEqual(['Open House', 'Blood Donation'])
  })

  it('combines month and search; a selected month without records is still offered (and shows nothing)', () => {
    expect(titles(listView(ITEMS, dateOf, { year: 2026, month: 1, q: 'CAROL' }).items)).toEqual(['Christmas Carols'])
    const empty = listView(ITEMS, dateOf, { year: 2026, month: 6 })
    expect(empty.months).toEqual([1, 6, 11])
    expect(empty.items).toEqual([])
  })

  it('property: every record shown passes the year, the month and the search', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryItem, { maxLength: 30 }),
        arbitraryFilter,
        fc.string({ maxLength: 3 }),
        (items, filter, q) => {
          const view = listView(items, dateOf, { ...filter, q })
          return view.items.every((item) => matchesYearMonth(item.date, filter) && matchesSearch(item.title, q))
        },
      ),
    )
  })
})
