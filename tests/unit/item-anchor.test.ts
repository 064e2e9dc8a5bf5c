import { describe, expect, it } from 'vitest'
import { itemAnchor, yearShowing } from '@/selectors/item-anchor'

describe('itemAnchor', () => {
  it('comes from the id when there is one', () => {
    expect(itemAnchor('news', { _id: 'news-2026-admissions', title: 'Admissions' })).toBe('news-news-2026-admissions')
    expect(itemAnchor('event', { _id: '65a1F0c2', title: 'X' })).toBe('event-65a1f0c2')
  })

  it('else from the title and the date, so it survives a reload', () => {
    expect(itemAnchor('event', { title: 'Annual Sports Day!', date: '2026-11-28' })).toBe(
      'event-annual-sports-day-2026-11-28',
    )
    // A timestamp is the school's day (UTC+05:30).
    expect(itemAnchor('news', { title: 'Late notice', date: '2026-10-25T20:00:00.000Z' })).toBe(
      'news-late-notice-2026-10-26',
    )
    expect(itemAnchor('news', { _id: '  ', title: 'No date' })).toBe('news-no-date')
  })

  it('is safe as an HTML id and a URL fragment whatever the data', () => {
    for (const item of [
      { _id: '"><script>alert(1)</script>', title: 't' },
      { title: '<img src=x onerror=alert(1)>', date: 'x' },
      { title: '###', date: undefined },
      { title: 'é'.repeat(500) },
    ]) {
      expect(itemAnchor('news', item)).toMatch(/^news-[a-z0-9-]{1,70}$/)
    }
    expect(itemAnchor('news', { title: '###' })).toBe('news-item')
  })
})

describe('yearShowing', () => {
  it('is the year of the date, or all when undated', () => {
    expect(yearShowing('2025-12-20')).toBe(2025)
    expect(yearShowing('2025-12-31T20:00:00.000Z')).toBe(2026)
    expect(yearShowing(undefined)).toBe('all')
    expect(yearShowing('not-a-date')).toBe('all')
  })
})
