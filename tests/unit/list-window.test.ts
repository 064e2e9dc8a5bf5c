import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampWindow,
  firstWindow,
  LIST_PAGE_SIZE,
  MAX_CARDS_IN_DOM,
  showEarlier,
  showMore,
  viewOf,
  windowStatusText,
  type ListWindow,
} from '@/selectors/list-window'

const items = (count: number) => Array.from({ length: count }, (_, index) => index)

describe('list window (Show more)', () => {
  it('starts with one page', () => {
    expect(firstWindow(5000)).toEqual({ start: 0, end: LIST_PAGE_SIZE })
    expect(firstWindow(7)).toEqual({ start: 0, end: 7 })
    expect(firstWindow(0)).toEqual({ start: 0, end: 0 })
  })

  it('adds a page per "Show more" until the DOM limit, then slides forward', () => {
    let window: ListWindow = firstWindow(5000)
    for (let pages = 2; pages * LIST_PAGE_SIZE <= MAX_CARDS_IN_DOM; pages += 1) {
      window = showMore(window, 5000)
      expect(window).toEqual({ start: 0, end: pages * LIST_PAGE_SIZE })
    }
    const full = window
    window = showMore(window, 5000)
    expect(window.end - window.start).toBe(MAX_CARDS_IN_DOM)
    expect(window).toEqual({ start: full.end + LIST_PAGE_SIZE - MAX_CARDS_IN_DOM, end: full.end + LIST_PAGE_SIZE })
    expect(showEarlier(window, 5000)).toEqual({ start: 0, end: MAX_CARDS_IN_DOM })
  })

  it('stops at the end of the list', () => {
    const total = LIST_PAGE_SIZE + 5
    const window = showMore({ start: 0, end: LIST_PAGE_SIZE }, total)
    expect(window).toEqual({ start: 0, end: total })
    expect(viewOf(items(total), window).hasMore).toBe(false)
    expect(showMore(window, total)).toEqual(window)
  })

  it('repairs a window that no longer fits the list (fewer items after a filter or a refetch)', () => {
    expect(clampWindow({ start: 400, end: 460 }, 30)).toEqual({ start: 29, end: 30 })
    expect(clampWindow({ start: Number.NaN, end: Number.POSITIVE_INFINITY }, 100)).toEqual({
      start: 0,
      end: LIST_PAGE_SIZE,
    })
    expect(clampWindow({ start: 5, end: 2 }, 100)).toEqual({ start: 5, end: 6 })
    expect(clampWindow({ start: 0, end: 50 }, 0)).toEqual({ start: 0, end: 0 })
  })

  it('never shows more than the DOM limit, never an empty window of a non-empty list, whatever is clicked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6000 }), fc.array(fc.boolean(), { maxLength: 400 }), (total, clicks) => {
        let window = firstWindow(total)
        for (const more of clicks) {
          window = more ? showMore(window, total) : showEarlier(window, total)
          const view = viewOf(items(total), window)
          expect(view.visible.length).toBeLessThanOrEqual(MAX_CARDS_IN_DOM)
          expect(view.visible.length > 0).toBe(total > 0)
          expect(view.start).toBeGreaterThanOrEqual(0)
          expect(view.end).toBeLessThanOrEqual(total)
          expect(view.visible[0]).toBe(total > 0 ? view.start : undefined)
        }
      }),
    )
  })

  it('can reach every item with "Show more" and come back with "Show earlier"', () => {
    let window = firstWindow(1000)
    while (viewOf(items(1000), window).hasMore) window = showMore(window, 1000)
    expect(window.end).toBe(1000)
    while (viewOf(items(1000), window).hasEarlier) window = showEarlier(window, 1000)
    expect(window.start).toBe(0)
  })

  it('says which part of the list is shown', () => {
    expect(windowStatusText({ start: 0, end: 20, total: 5000 }, 'news items')).toBe('Showing 1–20 of 5,000 news items')
    expect(windowStatusText({ start: 0, end: 7, total: 7 }, 'events')).toBe('Showing all 7 events')
    expect(windowStatusText({ start: 0, end: 0, total: 0 }, 'albums')).toBe('No albums')
  })

  it('groups its counts the Indian way', () => {
    expect(windowStatusText({ start: 99_999, end: 100_011, total: 12_345_678 }, 'news items')).toBe(
      'Showing 1,00,000–1,00,011 of 1,23,45,678 news items',
    )
    expect(windowStatusText({ start: 0, end: 999, total: 999 }, 'events')).toBe('Showing all 999 events')
  })
})
