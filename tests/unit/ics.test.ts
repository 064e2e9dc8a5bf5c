import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  buildCalendarIcs,
  buildEventIcs,
  escapeText,
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  eventsCalendarFileName,
  foldLine,
  icsFileName,
  parseEventTime,
} from '@/shared/ics'

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

/** What a TEXT value may not hold (RFC 5545, 3.3.11): control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** The file's events as a real iCalendar parser (ical.js) reads them. */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
    }
  })
}

describe('buildCalendarIcs (the whole calendar)', () => {
  it('one VEVENT per dated event, in order, each with its start, summary and location as ical.js reads them', () => {
    const ics = buildCalendarIcs(
      [
        { id: 'a', title: 'Annual Sports Day', date: '2026-11-28', time: '8:00 AM', venue: 'Playground' },
        { id: 'b', title: 'Open House', venue: 'Hall' },
        { id: 'c', title: 'Carol Service; Choir, Band', date: '2026-12-24', venue: 'Chapel, Block A' },
        { id: 'd', title: 'PTM', date: '2026-10-10T03:30:00.000Z', time: '17:30', description: 'Classes I–V' },
      ],
      NOW,
      'school.example.org',
    )
    expect(parsedEvents(ics ?? '')).toEqual([
      {
        uid: 'a@school.example.org',
        summary: 'Annual Sports Day',
        location: 'Playground',
        description: null,
        allDay: false,
        start: '2026-11-28T02:30:00.000Z',
      },
      {
        uid: 'c@school.example.org',
        summary: 'Carol Service; Choir, Band',
        location: 'Chapel, Block A',
        description: null,
        allDay: true,
        start: '2026-12-24',
      },
      {
        uid: 'd@school.example.org',
        summary: 'PTM',
        location: null,
        description: 'Classes I–V',
        allDay: false,
        start: '2026-10-10T12:00:00.000Z',
      },
    ])
  })

  it('a one-event calendar is exactly the per-event file', () => {
    const event = { id: 'x', title: 'Exam week', date: '2026-12-31', time: 'after lunch' }
    expect(buildCalendarIcs([event], NOW, 'x.org')).toBe(buildEventIcs(event, NOW, 'x.org'))
  })

  it('gives null when no event is dated', () => {
    expect(buildCalendarIcs([], NOW, 'x.org')).toBeNull()
    expect(buildCalendarIcs([{ title: 'Open House' }, { title: 'Camp', date: 'soon' }], NOW, 'x.org')).toBeNull()
  })

  it('repeated ids and same-day same-title events get unique UIDs, so a calendar keeps every one', () => {
    const ics = buildCalendarIcs(
      [
        { id: 'same', title: 'One', date: '2026-01-01' },
        { id: 'same', title: 'Two', date: '2026-01-02' },
        { id: 'same-2', title: 'Three', date: '2026-01-03' },
        { title: 'Fete', date: '2026-02-01' },
        { title: 'Fete', date: '2026-02-01' },
      ],
      NOW,
      'x.org',
    )
    const uids = parsedEvents(ics ?? '').map((event) => event.uid)
    expect(uids).toEqual([
      'same@x.org',
      'same-2@x.org',
      'same-2-2@x.org',
      '20260201-Fete@x.org',
      '20260201-Fete-2@x.org',
    ])
  })

  it('property: any titles, venues and descriptions parse back (ical.js) to their text, control characters removed', () => {
    const text = fc.string({ maxLength: 120, unit: 'binary' })
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: text, venue: text, description: text }), { minLength: 1, maxLength: 8 }),
        (events) => {
          fc.pre(events.every((event) => event.title.trim() !== ''))
          const ics = buildCalendarIcs(
            events.map((event) => ({ ...event, date: '2026-11-28', time: '10:30 AM' })),
            NOW,
            'x.org',
          )
          const clean = (value: string) =>
            value
              .trim()
              .replace(/\r\n|\r/g, '\n')
              .replace(CONTROL_CHARACTERS, '')
          const parsed = parsedEvents(ics ?? '')
          return (
            parsed.length === events.length &&
            parsed.every(
              (event, index) =>
                event.summary === clean(events[index]?.title ?? '') &&
                event.start === '2026-11-28T05:00:00.000Z' &&
                (event.location ?? '') === clean(events[index]?.venue ?? ''),
            )
          )
        },
      ),
      { numRuns: 200 },
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

  it('names a list calendar after its filters', () => {
    expect(eventsCalendarFileName('2026', undefined)).toBe('events-2026.ics')
    expect(eventsCalendarFileName('2026', 3)).toBe('events-2026-03.ics')
    expect(eventsCalendarFileName('all', undefined)).toBe('events-all-years.ics')
    expect(eventsCalendarFileName('../x', 11)).toBe('events-all-years-11.ics')
  })
})

describe('calendar dates at the edges', () => {
  /** The events ical.js reads from a calendar of `events` after an ordinary one, by summary. */
  const readBack = (...events: Array<{ title: string; date: string; time?: string }>) =>
    parsedEvents(buildCalendarIcs([{ title: 'Sports Day', date: '2026-11-28' }, ...events], NOW, 'x.org') ?? '')

  it('the calendar years are 1900 to 2199', () => {
    expect([FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR]).toEqual([1900, 2199])
  })

  it('an event in year 1 is left out, not written in 1900 (timed, all-day, or as a timestamp)', () => {
    for (const event of [
      { title: 'Founding', date: '0001-01-01', time: '00:10' },
      { title: 'Founding', date: '0001-01-01' },
      { title: 'Founding', date: '0001-01-01T00:10:00Z' },
      { title: 'Founding', date: '0099-06-01T10:00:00+05:30' },
      { title: 'Founding', date: '1899-12-31', time: '10:00 AM' },
    ]) {
      expect(buildEventIcs(event, NOW, 'x.org'), event.date).toBeNull()
      expect(readBack(event).map((read) => read.summary)).toEqual(['Sports Day'])
    }
  })

  it('an all-day event on 9999-12-31 is left out, not given a five-digit DTEND', () => {
    for (const date of ['9999-12-31', '2200-01-01']) {
      const ics = buildCalendarIcs(
        [
          { title: 'Sports Day', date: '2026-11-28' },
          { title: 'Far', date },
        ],
        NOW,
        'x.org',
      )
      expect(ics).not.toMatch(/\d{9}/)
      expect(readBack({ title: 'Far', date }).map((read) => read.summary)).toEqual(['Sports Day'])
      expect(buildEventIcs({ title: 'Far', date }, NOW, 'x.org')).toBeNull()
    }
  })

  it('the first and last days of the range are written as calendar apps read them', () => {
    const ics =
      buildCalendarIcs(
        [
          { title: 'First', date: '1900-01-01' },
          { title: 'First, timed', date: '1900-01-01', time: '00:10' },
          { title: 'Last', date: '2199-12-31' },
          { title: 'Last, timed', date: '2199-12-31', time: '11:50 PM' },
        ],
        NOW,
        'x.org',
      ) ?? ''
    expect(parsedEvents(ics).map(({ summary, allDay, start }) => ({ summary, allDay, start }))).toEqual([
      { summary: 'First', allDay: true, start: '1900-01-01' },
      // 00:10 at the school (UTC+05:30) is 18:40 UTC the day before.
      { summary: 'First, timed', allDay: false, start: '1899-12-31T18:40:00.000Z' },
      { summary: 'Last', allDay: true, start: '2199-12-31' },
      { summary: 'Last, timed', allDay: false, start: '2199-12-31T18:20:00.000Z' },
    ])
    const ends = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.startDate.isDate)
      .map((event) => event.endDate.toString())
    expect(ends).toEqual(['1900-01-02', '2200-01-01'])
  })
})
