import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { itemAnchor, listAnchors, uniqueAnchors, yearShowing } from '@/selectors/item-anchor'

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

describe('uniqueAnchors (duplicate ids)', () => {
  it('keeps the first one and numbers the later ones in list order', () => {
    expect(uniqueAnchors(['news-a', 'news-b', 'news-a', 'news-a'])).toEqual([
      'news-a',
      'news-b',
      'news-a-2',
      'news-a-3',
    ])
  })

  it("never takes another item's own anchor for a copy", () => {
    expect(uniqueAnchors(['news-a', 'news-a', 'news-a-2'])).toEqual(['news-a', 'news-a-3', 'news-a-2'])
  })

  it('gives every item of any list an anchor of its own, from its own', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('news-a', 'news-a-2', 'news-a-3', 'news-b', 'news-b-2')), (anchors) => {
        const unique = uniqueAnchors(anchors)
        expect(new Set(unique).size).toBe(anchors.length)
        unique.forEach((anchor, index) => expect(anchor.startsWith(anchors[index] as string)).toBe(true))
        // The first holder of each anchor keeps it: links shared before stay good.
        anchors.forEach((anchor, index) => {
          if (anchors.indexOf(anchor) === index) expect(unique[index]).toBe(anchor)
        })
      }),
    )
  })

  it('listAnchors maps each record of a list to its unique anchor', () => {
    const first = { _id: 'dup', title: 'First' }
    const second = { _id: 'dup', title: 'Second' }
    const anchors = listAnchors('event', [first, second], (event) => event)
    expect(anchors.get(first)).toBe('event-dup')
    expect(anchors.get(second)).toBe('event-dup-2')
  })
})
