import { describe, expect, it } from 'vitest'
import type { News } from '@/api/news.schema'
import type { Topper } from '@/api/topper.schema'
import { datedListFilters } from '@/features/lists/dated-list-filters'
import { ALL } from '@/shared/list-search-params'
import { topperListPage } from '@/features/toppers/topper-list-page'
import { listTextIn } from '@/features/lists/list-text'
import { i18nIn } from '../render-route'

/**
 * The filter rules that the list pages' descriptions hand to the one list component: what the selects show and what
 * picking an option writes to the URL. (The pages themselves are tested through the route tree in tests/pages/.)
 */

const TODAY = new Date('2026-11-21T06:00:00.000Z')
const news = (title: string, fromDate?: string): News => ({ title, fromDate, attachments: [] })
const NEWS = [news('Sports Day', '2026-11-14'), news('Carols', '2025-12-23'), news('Undated')]
const newsFilters = datedListFilters((item: News) => item.fromDate)

describe('datedListFilters (Events, News)', () => {
  it('opens on the current calendar year, with its months, newest first', () => {
    const view = newsFilters(NEWS, {}, TODAY)
    expect(view.year).toBe('2026')
    expect(view.items.map((item) => item.title)).toEqual(['Sports Day'])
    expect(view.selects.map((select) => [select.label, select.value])).toEqual([
      ['Year', '2026'],
      ['Month', ALL],
    ])
  })

  it('"all" shows every year, undated records included', () => {
    const view = newsFilters(NEWS, { year: ALL }, TODAY)
    expect(view.year).toBe(ALL)
    expect(view.items.map((item) => item.title)).toEqual(['Sports Day', 'Carols', 'Undated'])
  })

  it('picking a year writes it and resets the month; All Years writes "all"', () => {
    const [year, month] = newsFilters(NEWS, { year: 2025, month: 12 }, TODAY).selects
    expect(year?.change('2026')).toEqual({ year: 2026, month: undefined })
    expect(year?.change(ALL)).toEqual({ year: ALL, month: undefined })
    expect(month?.change('11')).toEqual({ month: 11 })
    expect(month?.change(ALL)).toEqual({ month: undefined })
  })
})

const topper = (cls: string, sessionYear: string, name: string, division: string): Topper => ({
  class: cls,
  sessionYear,
  name,
  division,
  attachments: [],
})

describe('topperListPage', () => {
  it('ICSE: the newest year, no All option; the page keeps only its class', () => {
    const page = topperListPage('/topperX', 'X')
    const records = page.select?.([topper('X', '2024-2025', 'A', '90'), topper('XII', '2025-2026', 'B', '91')]) ?? []
    const view = page.filters(records, {}, TODAY)
    expect(view.year).toBe('2024-2025')
    expect(view.selects[0]?.options.map((option) => option.label)).toEqual(['2024-2025'])
    expect(listTextIn(i18nIn('en'), page.listLabel(view))).toBe('Toppers 2024-2025')
  })

  it('class toppers: All first, and "all" lists every year', () => {
    const page = topperListPage('/classTopper', 'OtherToppers')
    const records = [topper('OtherToppers', '2019-2020', 'A', '99')]
    expect(page.filters(records, {}, TODAY).selects[0]?.options.map((option) => option.label)).toEqual([
      'All',
      '2025-2026',
      '2019-2020',
    ])
    const all = page.filters(records, { year: ALL }, TODAY)
    expect(all.items).toHaveLength(1)
    expect(listTextIn(i18nIn('en'), page.listLabel(all))).toBe('Toppers of every year')
  })

  it('with no years at all, the year select says so', () => {
    const view = topperListPage('/topperXII', 'XII').filters([], {}, TODAY)
    expect(view.selects[0]?.options).toEqual([{ value: '', label: 'No years listed' }])
  })
})
