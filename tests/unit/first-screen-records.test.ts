import { describe, expect, it } from 'vitest'
import { largeEvents, largeGallery } from '../../mocks/scenarios/large'
import { eventSchema, type SchoolEvent } from '@/api/event.schema'
import { galleryItemSchema } from '@/api/gallery.schema'
import { EVENTS_PAGE } from '@/features/lists/events/events-page'
import { firstScreenRecords } from '@/features/lists/first-screen-records'
import { GALLERY_PAGE } from '@/features/lists/gallery/gallery-page'
import type { ListPageDescription } from '@/features/lists/list-page'
import type { DatedListSearch } from '@/shared/list-search-params'
import type { ListSearch } from '@/features/lists/use-list-search'

/** The large scenario's last day (its newest record is dated 15 November 2026). */
const TODAY = new Date('2026-11-27T10:00:00Z')
const events = largeEvents().map((event) => eventSchema.parse(event))

/** What a visitor sees of a list page made from `records`: the count, the cards in order, the selects. */
function pageSeen<Item, Search extends ListSearch>(
  page: ListPageDescription<Item, Search>,
  records: readonly Item[],
  search: Search,
) {
  const selected = page.select ? page.select([...records]) : records
  const view = page.filters(selected, search, TODAY)
  const anchors = page.anchorsOf?.(selected)
  return {
    count: view.items.length,
    cards: view.items.map((item) => [page.keyOf(item), anchors?.get(item)]),
    year: view.year,
    selects: view.selects.map(({ label, value, options }) => ({ label, value, options })),
  }
}

describe("a long list's first screen, carried by a page the server rendered", () => {
  it("Events: this year's events and one of each other month, and the page is the same as with all 5,000", () => {
    const kept = firstScreenRecords(EVENTS_PAGE, events, {}, TODAY)
    expect(kept).toBeDefined()
    const thisYear = events.filter((event) => event.date?.startsWith('2026'))
    expect(thisYear.length).toBeGreaterThan(100)
    // This year's events, and at most one a month of the other years (about five years of them).
    expect(kept?.length).toBeGreaterThanOrEqual(thisYear.length)
    expect(kept?.length).toBeLessThanOrEqual(thisYear.length + 12 * 5)
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(events).length / 4)
    expect(pageSeen(EVENTS_PAGE, kept ?? [], {})).toEqual(pageSeen(EVENTS_PAGE, events, {}))
    // Every year is still offered, and each month of the year shown.
    expect(pageSeen(EVENTS_PAGE, kept ?? [], {}).selects[0]?.options.length).toBe(7)
  })

  it.each<DatedListSearch>([{ year: 2024 }, { year: 2025, month: 3 }, { q: 'chess' }, { year: 2023, q: 'Quiz 4' }])(
    'Events at %o: the same page as with all of them',
    (search) => {
      const kept = firstScreenRecords(EVENTS_PAGE, events, search, TODAY) ?? []
      expect(pageSeen(EVENTS_PAGE, kept, search)).toEqual(pageSeen(EVENTS_PAGE, events, search))
    },
  )

  it("Photo Gallery: the session's albums, photo galleries only, and the same page", () => {
    const gallery = largeGallery().map((item) => galleryItemSchema.parse(item))
    const kept = firstScreenRecords(GALLERY_PAGE, gallery, {}, TODAY) ?? []
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(gallery.length / 2)
    expect(pageSeen(GALLERY_PAGE, kept, {})).toEqual(pageSeen(GALLERY_PAGE, gallery, {}))
  })

  it("is not carried when a shown record's anchor would change without the records left out (a duplicated id)", () => {
    const event = (id: string, date: string): SchoolEvent => eventSchema.parse({ _id: id, title: id, date })
    // The first "dup" is not the first of its month, so it would be left out, and the shown one would take its anchor.
    const list = [event('early', '2024-05-03'), event('dup', '2024-05-01'), event('dup', '2026-05-01')]
    expect(firstScreenRecords(EVENTS_PAGE, list, { year: 2026 }, TODAY)).toBeUndefined()
    const reversed = [event('dup', '2024-05-01'), event('early', '2024-05-03'), event('dup', '2026-05-01')]
    expect(firstScreenRecords(EVENTS_PAGE, reversed, { year: 2026 }, TODAY)).toHaveLength(2)
  })

  it('is never made for a page whose records have no date to keep a month by', () => {
    const undated: ListPageDescription<SchoolEvent, DatedListSearch> = { ...EVENTS_PAGE, recordDate: undefined }
    expect(firstScreenRecords(undated, events, {}, TODAY)).toBeUndefined()
  })
})
