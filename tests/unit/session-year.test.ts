import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  currentSession,
  inSession,
  inSessionOrder,
  parseSession,
  sessionLabel,
  sessionOf,
  sessionListView,
  sessionOfValue,
  sessionsPresent,
  withSessionFallback,
} from '@/selectors/session-year'

interface Item {
  id: string
  date?: string
}
const dateOf = (item: Item) => item.date
const ids = (items: Item[]) => items.map((item) => item.id)

describe('sessionOf / currentSession (the session starts in April)', () => {
  it('31 March belongs to the session that started the April before; 1 April starts a new one', () => {
    expect(sessionOf({ year: 2026, month: 3, day: 31 })).toBe(2025)
    expect(sessionOf({ year: 2026, month: 4, day: 1 })).toBe(2026)
  })

  it('1 January belongs to the session that started the April before', () => {
    expect(sessionOf({ year: 2026, month: 1, day: 1 })).toBe(2025)
    expect(sessionOf({ year: 2025, month: 12, day: 31 })).toBe(2025)
  })

  it('takes "today" as a parameter, on the school calendar (IST)', () => {
    expect(currentSession(new Date('2026-11-21T06:00:00Z'))).toBe(2026)
    expect(currentSession(new Date('2026-03-31T12:00:00Z'))).toBe(2025)
    // 31 March 19:00 UTC is already 1 April in India.
    expect(currentSession(new Date('2026-03-31T19:00:00Z'))).toBe(2026)
    expect(currentSession(new Date('2026-01-01T00:00:00Z'))).toBe(2025)
  })

  it('every date of a session lies between 1 April and 31 March', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const session = sessionOf({ year, month, day })
          return month >= 4 ? session === year : session === year - 1
        },
      ),
    )
  })
})

describe('session labels', () => {
  it('labels a session by its two years and parses it back', () => {
    expect(sessionLabel(2026)).toBe('2026-2027')
    expect(parseSession('2026-2027')).toBe(2026)
    expect(parseSession(2026)).toBe(2026)
    expect(parseSession('2026')).toBe(2026)
  })

  it.each(['2026-2028', '2026-2025', 'banana', '', null, undefined, 20.5, {}, '1-2'])('rejects %j', (value) => {
    expect(parseSession(value)).toBeNull()
  })

  it('the session of an unparseable date is null', () => {
    expect(sessionOfValue('not-a-date')).toBeNull()
    expect(sessionOfValue(undefined)).toBeNull()
  })
})

const ITEMS: Item[] = [
  { id: 'nov-2026', date: '2026-11-14' },
  { id: 'apr-2026', date: '2026-04-01' },
  { id: 'mar-2026', date: '2026-03-31' },
  { id: 'jan-2026', date: '2026-01-01' },
  { id: 'sep-2023', date: '2023-09-08' },
  { id: 'undated' },
  { id: 'bad', date: 'not-a-date' },
]

describe('sessionsPresent and inSession', () => {
  it('lists the sessions with dated items, newest first; undated items belong to none', () => {
    expect(sessionsPresent(ITEMS, dateOf)).toEqual([2026, 2025, 2023])
    expect(ids(inSession(ITEMS, 2025, dateOf))).toEqual(['mar-2026', 'jan-2026'])
    expect(sessionsPresent([], dateOf)).toEqual([])
  })
})

describe('withSessionFallback', () => {
  it('shows the selected session when it has items', () => {
    const view = withSessionFallback(ITEMS, 2026, dateOf)
    expect(view).toMatchObject({ session: 2026, fellBack: false })
    expect(ids(view.items)).toEqual(['nov-2026', 'apr-2026'])
  })

  it('falls back to the next older session with data, skipping empty sessions', () => {
    expect(withSessionFallback(ITEMS, 2027, dateOf)).toMatchObject({ session: 2026, fellBack: true })
    const view = withSessionFallback(ITEMS, 2024, dateOf)
    expect(view).toMatchObject({ session: 2023, fellBack: true })
    expect(ids(view.items)).toEqual(['sep-2023'])
  })

  it('never falls forward to a newer session: older than all data gives an empty view of the selected session', () => {
    expect(withSessionFallback(ITEMS, 2020, dateOf)).toEqual({ session: 2020, items: [], fellBack: false })
  })

  it('all sessions empty (no items, or only undated ones) gives an empty view', () => {
    expect(withSessionFallback([], 2026, dateOf)).toEqual({ session: 2026, items: [], fellBack: false })
    expect(withSessionFallback([{ id: 'x' }, { id: 'y', date: 'nope' }], 2026, dateOf).items).toEqual([])
  })

  it('property: every item shown belongs to the displayed session, which is never newer than the selected one', () => {
    const item = fc.record({
      id: fc.string(),
      date: fc.option(
        fc.oneof(
          fc
            .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
            .map((d) => d.toISOString()),
          fc.string(),
        ),
        { nil: undefined },
      ),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.integer({ min: 2010, max: 2035 }), (items, selected) => {
        const view = withSessionFallback(items, selected, dateOf)
        const consistent = view.items.every((shown) => sessionOfValue(shown.date) === view.session)
        const complete = view.items.length === inSession(items, view.session, dateOf).length
        const noNewerData =
          view.items.length > 0 || sessionsPresent(items, dateOf).every((session) => session > selected)
        return view.session <= selected && consistent && complete && noNewerData
      }),
    )
  })
})

describe('inSessionOrder', () => {
  it('orders months as a session runs: April first, March last', () => {
    expect(inSessionOrder([1, 3, 4, 10, 12])).toEqual([4, 10, 12, 1, 3])
    expect(inSessionOrder([])).toEqual([])
  })
})

describe('sessionListView (Photo Gallery)', () => {
  const gallery = [
    { id: 'a', title: 'Sports Day', date: '2026-11-14' },
    { id: 'b', title: 'Republic Day', date: '2026-01-26' },
    { id: 'c', title: 'Christmas', date: '2025-12-23' },
    { id: 'd', title: 'Founders Day', date: '2023-09-08' },
  ]
  const galleryDate = (item: { date?: string }) => item.date

  it('defaults to the current session and falls back to the next older session with data', () => {
    const view = sessionListView(gallery, galleryDate, { current: 2027 })
    expect(view.session).toBe(2026)
    expect(view.sessions).toEqual([2027, 2026, 2025, 2023])
    expect(view.items.map((item) => item.id)).toEqual(['a'])
  })

  it('orders the months of the displayed session from April, and filters by month and search', () => {
    const view = sessionListView(gallery, galleryDate, { session: 2025, current: 2026 })
    expect(view.months).toEqual([12, 1])
    expect(
      sessionListView(gallery, galleryDate, { session: 2025, current: 2026, month: 1 }).items.map((i) => i.id),
    ).toEqual(['b'])
    expect(
      sessionListView(gallery, galleryDate, { session: 2025, current: 2026, q: 'CHRIST' }).items.map((i) => i.id),
    ).toEqual(['c'])
  })

  it('a search that matches nothing does not move to another session', () => {
    const view = sessionListView(gallery, galleryDate, { session: 2025, current: 2026, q: 'Founders' })
    expect(view.session).toBe(2025)
    expect(view.items).toEqual([])
  })

  it('all sessions empty: the current session, no items', () => {
    const view = sessionListView([{ id: 'x', title: 'Undated', date: undefined }], galleryDate, { current: 2026 })
    expect(view).toEqual({ session: 2026, sessions: [2026], months: [], items: [] })
  })
})
