import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildEventIcs, escapeText, foldLine, icsFileName, parseEventTime } from '@/features/lists/events/ics'

const NOW = new Date('2026-11-21T06:07:08.000Z')
const octets = (text: string) => new TextEncoder().encode(text).length
/** RFC 5545 unfolding: remove every CRLF followed by one space or tab. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

describe('buildEventIcs', () => {
  it('builds a VCALENDAR with one VEVENT, CRLF line endings, UID, DTSTAMP and a UTC start from school time', () => {
    const ics = buildEventIcs(
      {
        id: 'sports-2026',
        title: 'Annual Sports Day',
        description: 'Finals',
        date: '2026-11-28',
        time: '8:00 AM',
        venue: 'Playground',
      },
      NOW,
      'school.example.org',
    )
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//School Website//Events//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:sports-2026@school.example.org',
        'DTSTAMP:20261121T060708Z',
        'DTSTART:20261128T023000Z',
        'SUMMARY:Annual Sports Day',
        'DESCRIPTION:Finals',
        'LOCATION:Playground',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  it('an event without a usable time is an all-day event (DTEND the next day), the time text kept in the description', () => {
    const ics = buildEventIcs({ title: 'Exam week', date: '2026-12-31', time: 'after lunch' }, NOW, 'x.org') ?? ''
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n')
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20270101\r\n')
    expect(ics).toContain('\r\nDESCRIPTION:Time: after lunch\r\n')
    expect(ics).toContain('\r\nUID:20261231-Exam-week@x.org\r\n')
  })

  it('a timestamp date is the school day: 2026-10-10T03:30Z at 9:30 AM starts 04:00 UTC', () => {
    expect(buildEventIcs({ title: 'PTM', date: '2026-10-10T03:30:00.000Z', time: '9:30 AM' }, NOW, 'x.org')).toContain(
      '\r\nDTSTART:20261010T040000Z\r\n',
    )
  })

  it('gives null for an event without a parseable date', () => {
    expect(buildEventIcs({ title: 'Open House' }, NOW, 'x.org')).toBeNull()
    expect(buildEventIcs({ title: 'Camp', date: 'not-a-date' }, NOW, 'x.org')).toBeNull()
  })

  it('escapes TEXT values and strips control characters', () => {
    const ics = buildEventIcs(
      {
        title: 'Sports; Day, \\ Finals',
        description: 'Line one\nLine two\r\nEnd\u0007',
        date: '2026-11-28',
        venue: 'Ground, Block A',
      },
      NOW,
      'x.org',
    )
    expect(ics).toContain('\r\nSUMMARY:Sports\\; Day\\, \\\\ Finals\r\n')
    expect(ics).toContain('\r\nDESCRIPTION:Line one\\nLine two\\nEnd\r\n')
    expect(ics).toContain('\r\nLOCATION:Ground\\, Block A\r\n')
  })

  it('property: every line is at most 75 octets, lines end in CRLF, and unfolding restores the values', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }),
        fc.string({ maxLength: 400, unit: 'binary' }),
        (title, description) => {
          fc.pre(title.trim() !== '')
          const ics = buildEventIcs({ title, description, date: '2026-11-28', venue: 'Hall' }, NOW, 'x.org') ?? ''
          const lines = ics.split('\r\n')
          const lastIsEmpty = lines.at(-1) === ''
          const noBareBreaks = !/\r(?!\n)|(?<!\r)\n/.test(ics)
          const short = lines.every((line) => octets(line) <= 75)
          const summary = unfold(ics)
            .split('\r\n')
            .find((line) => line.startsWith('SUMMARY:'))
          return lastIsEmpty && noBareBreaks && short && summary === `SUMMARY:${escapeText(title.trim())}`
        },
      ),
    )
  })
})

describe('foldLine', () => {
  it('folds at 75 octets and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(unfold(folded)).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })
})

describe('parseEventTime and icsFileName', () => {
  it.each([
    ['10:30 AM', { hours: 10, minutes: 30 }],
    ['12:00 PM', { hours: 12, minutes: 0 }],
    ['12:15 am', { hours: 0, minutes: 15 }],
    ['5 P.M.', { hours: 17, minutes: 0 }],
    ['17:30', { hours: 17, minutes: 30 }],
  ])('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected)
  })

  it.each(['', 'after lunch', '13:00 PM', '25:00', '9:75 AM', undefined])('rejects %j', (text) => {
    expect(parseEventTime(text)).toBeNull()
  })

  it('makes a safe file name', () => {
    expect(icsFileName('Annual Sports Day 2026')).toBe('annual-sports-day-2026.ics')
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics')
    expect(icsFileName('!!!')).toBe('event.ics')
  })
})
