import { describe, expect, it } from 'vitest'
import { startVisit } from '@/components/ui/visit-memory'
import { LAST_VISIT_STORAGE_KEY, PREVIOUS_VISIT_SESSION_KEY } from '@/config/constants'
import { isNewSinceVisit } from '@/selectors/new-since-visit'

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

describe('startVisit', () => {
  const first = new Date('2026-11-01T10:00:00.000Z')
  const second = new Date('2026-11-20T10:00:00.000Z')

  it('a first visit has no previous visit, and saves itself as the last visit', () => {
    const local = memoryStorage()
    expect(startVisit(first, local, memoryStorage()).previous).toBeNull()
    expect(local.getItem(LAST_VISIT_STORAGE_KEY)).toBe(String(first.getTime()))
  })

  it('the next session reads the last visit, and keeps it for every page of that session', () => {
    const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: String(first.getTime()) })
    const session = memoryStorage()
    expect(startVisit(second, local, session)).toEqual({ previous: first, now: second })
    expect(local.getItem(LAST_VISIT_STORAGE_KEY)).toBe(String(second.getTime()))
    // A reload or the next page later in the same session still compares with the visit before the session.
    const later = new Date(second.getTime() + 60_000)
    expect(startVisit(later, local, session).previous).toEqual(first)
    // A first visit stays a first visit for its whole session.
    const newSession = memoryStorage()
    const newLocal = memoryStorage()
    startVisit(first, newLocal, newSession)
    expect(newSession.getItem(PREVIOUS_VISIT_SESSION_KEY)).toBe('none')
    expect(startVisit(second, newLocal, newSession).previous).toBeNull()
  })

  it.each(['', 'yesterday', '-5', '1e12', String(Number.MAX_SAFE_INTEGER), '0'])(
    'a stored value %j that is not a past time counts as a first visit',
    (value) => {
      const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: value })
      expect(startVisit(second, local, memoryStorage()).previous).toBeNull()
    },
  )

  it('blocked storage gives a first visit, without throwing', () => {
    expect(startVisit(second, blockedStorage, blockedStorage)).toEqual({ previous: null, now: second })
  })
})
