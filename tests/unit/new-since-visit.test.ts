import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { recordPageView, startVisit } from '@/components/ui/visit-memory'
import { LAST_VISIT_STORAGE_KEY, VISIT_TIMEOUT_MS } from '@/config/constants'
import { isNewSinceVisit, parseVisitRecord, visitAfterPageView, visitRecordText } from '@/selectors/new-since-visit'

/** A Storage in memory, as the browser's behaves. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

/** A Storage the browser blocks (private mode, storage disabled): every call throws. */
const blockedStorage = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
})

describe('isNewSinceVisit', () => {
  // The previous visit was on 30 September 2026 at 17:30 school time; today is 21 November 2026.
  const previous = new Date('2026-09-30T12:00:00.000Z')
  const today = new Date('2026-11-21T06:00:00.000Z')

  it.each([
    ['2026-10-01', true],
    ['2026-11-21', true],
    ['2026-10-25T03:30:00.000Z', true],
    // 30 September 19:00 UTC is 1 October 00:30 at the school.
    ['2026-09-30T19:00:00.000Z', true],
    ['2026-09-30', false],
    ['2026-09-29', false],
    // In the future: an upcoming event is not "new" on every visit until its day.
    ['2026-11-22', false],
    ['not-a-date', false],
    [undefined, false],
    [42, false],
  ])('%j dated since the previous visit: %s', (date, expected) => {
    expect(isNewSinceVisit(date, previous, today)).toBe(expected)
  })

  it('nothing is new on a first visit', () => {
    expect(isNewSinceVisit('2026-11-20', null, today)).toBe(false)
  })
})

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

describe('visitAfterPageView (a visit ends after 30 minutes without a page view)', () => {
  const start = Date.parse('2026-11-01T10:00:00.000Z')

  it('a first page view starts a first visit, with no previous visit', () => {
    expect(visitAfterPageView(null, start)).toEqual({ start, lastView: start, previous: null })
  })

  it('a page view within 30 minutes of the last one goes on with the visit, however long it has run', () => {
    let visit = visitAfterPageView(null, start)
    for (let view = 1; view <= 10; view += 1) visit = visitAfterPageView(visit, start + view * 29 * MINUTE)
    expect(visit).toEqual({ start, lastView: start + 290 * MINUTE, previous: null })
    expect(visitAfterPageView(visit, visit.lastView + VISIT_TIMEOUT_MS).start).toBe(start)
  })

  it('a page view over 30 minutes after the last starts a new visit, compared with the old one’s start', () => {
    const visit = { start, lastView: start + 20 * MINUTE, previous: start - 3 * DAY }
    const later = visit.lastView + VISIT_TIMEOUT_MS + 1
    expect(visitAfterPageView(visit, later)).toEqual({ start: later, lastView: later, previous: start })
  })

  it('a visit saved later than now (a clock put back) is no previous visit', () => {
    expect(visitAfterPageView({ start: start + DAY, lastView: start + DAY, previous: null }, start).previous).toBeNull()
  })

  it('any page views: previous is always an earlier visit’s start, never after the current one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 60 }), { maxLength: 30 }), (gapsInMinutes) => {
        let visit = visitAfterPageView(null, start)
        const starts = [start]
        let now = start
        for (const gap of gapsInMinutes) {
          now += gap * MINUTE
          const next = visitAfterPageView(visit, now)
          expect(next.start === visit.start).toBe(gap * MINUTE <= VISIT_TIMEOUT_MS)
          if (next.start !== visit.start) starts.push(next.start)
          visit = next
        }
        expect(visit.previous === null ? starts.length === 1 : starts.at(-2) === visit.previous).toBe(true)
        expect(parseVisitRecord(visitRecordText(visit))).toEqual(visit)
      }),
    )
  })
})

describe('parseVisitRecord', () => {
  it('reads a saved visit, and the bare last-visit time saved before visits had a start', () => {
    expect(parseVisitRecord('{"start":2,"lastView":3,"previous":1}')).toEqual({ start: 2, lastView: 3, previous: 1 })
    expect(parseVisitRecord('1761991200000')).toEqual({
      start: 1761991200000,
      lastView: 1761991200000,
      previous: null,
    })
  })

  it.each([
    null,
    '',
    'yesterday',
    '-5',
    '1e12',
    '0',
    String(Number.MAX_SAFE_INTEGER),
    '{"start":3,"lastView":2,"previous":null}',
    '{"start":2,"lastView":3,"previous":4}',
    '{"start":"2","lastView":3,"previous":null}',
    '[1,2,3]',
    'null',
  ])('%j is no visit', (text) => {
    expect(parseVisitRecord(text)).toBeNull()
  })
})

describe('startVisit and recordPageView (the browser side)', () => {
  const first = new Date('2026-11-01T10:00:00.000Z')
  const later = new Date('2026-11-21T10:00:00.000Z')

  it('a tab’s first-ever visit is saved, so the same tab weeks later shows what is new since', () => {
    const local = memoryStorage()
    expect(startVisit(first, local).previous).toBeNull()
    expect(parseVisitRecord(local.getItem(LAST_VISIT_STORAGE_KEY))?.start).toBe(first.getTime())
    // Three weeks later, in the same tab (a route change, or a reload: both are page views).
    const visit = recordPageView(later, local)
    expect(visit).toEqual({ previous: first, now: later })
    expect(isNewSinceVisit('2026-11-02', visit.previous, visit.now)).toBe(true)
  })

  it('reloads now and then do not pile badges up: each new visit compares with the visit before it', () => {
    const local = memoryStorage()
    const days = ['2026-11-05', '2026-11-12', '2026-11-26'].map((day) => new Date(`${day}T10:00:00.000Z`))
    const visits = days.map((day) => startVisit(day, local))
    expect(visits[2]?.previous).toEqual(days[1])
    // Seen on the 12th: not new on the 26th.
    expect(isNewSinceVisit('2026-11-06', visits[2]?.previous ?? null, visits[2]?.now ?? later)).toBe(false)
  })

  it('"today" is the day of the latest page view, not of the load', () => {
    const local = memoryStorage()
    startVisit(first, local)
    const nextDay = recordPageView(new Date(first.getTime() + 20 * MINUTE + DAY), local)
    expect(nextDay.now).toEqual(new Date(first.getTime() + 20 * MINUTE + DAY))
  })

  it('page views within 30 minutes keep the same previous visit (badges stay put)', () => {
    const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: String(first.getTime()) })
    expect(startVisit(later, local).previous).toEqual(first)
    expect(recordPageView(new Date(later.getTime() + 25 * MINUTE), local).previous).toEqual(first)
    expect(recordPageView(new Date(later.getTime() + 50 * MINUTE), local).previous).toEqual(first)
  })

  it('keeps the previous visit it read when saving throws', () => {
    const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: String(first.getTime()) })
    local.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    expect(startVisit(later, local)).toEqual({ previous: first, now: later })
    // Still this visit on the next page, from memory.
    expect(recordPageView(new Date(later.getTime() + MINUTE), local).previous).toEqual(first)
  })

  it('a storage that fills up mid-visit does not end the visit: the later of saved and unsaved page views counts', async () => {
    // A page of its own: no visit left in memory by the tests above.
    vi.resetModules()
    const { startVisit, recordPageView } = await import('@/components/ui/visit-memory')
    const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: String(first.getTime()) })
    expect(startVisit(later, local).previous).toEqual(first)
    local.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    // Page views every 25 minutes, none saved: the visit goes on (over 30 minutes after the last saved view).
    expect(recordPageView(new Date(later.getTime() + 25 * MINUTE), local).previous).toEqual(first)
    expect(recordPageView(new Date(later.getTime() + 50 * MINUTE), local).previous).toEqual(first)
  })

  it('blocked storage gives a first visit without throwing, then visits kept in memory', () => {
    const visit = startVisit(first, blockedStorage)
    expect(visit.now).toEqual(first)
    expect(recordPageView(later, blockedStorage).previous).toEqual(first)
  })
})
