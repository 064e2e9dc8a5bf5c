import { describe, expect, it } from 'vitest'
import { birthdaysThisMonth } from '@/selectors/birthdays'

const person = (name: string, date: string) => ({ name, date })

describe('birthdaysThisMonth (Birthday In This Month)', () => {
  const today = new Date('2026-11-21T06:00:00Z')

  it('keeps only birthdays in the current month, whatever the birth year, ordered by day', () => {
    const list = [
      person('December Child', '2012-12-05'),
      person('Late November', '2010-11-28'),
      person('Early November', '2014-11-02'),
      person('October Child', '2015-10-21'),
      person('November Today', '2016-11-21T00:00:00.000Z'),
    ]
    expect(birthdaysThisMonth(list, today).map((b) => b.name)).toEqual([
      'Early November',
      'November Today',
      'Late November',
    ])
  })

  it('a birthday in another month never shows, even on the same day number', () => {
    expect(birthdaysThisMonth([person('Same Day, Other Month', '2012-10-21')], today)).toEqual([])
  })

  it('drops dates that do not parse instead of crashing', () => {
    const list = [
      person('No Date', ''),
      person('Garbage', 'not a date'),
      person('Impossible', '2012-11-31'),
      person('Good', '2012-11-01'),
    ]
    expect(birthdaysThisMonth(list, today).map((b) => b.name)).toEqual(['Good'])
  })

  it('reads timestamps in school time (IST): 30 Nov 19:00 UTC is already 1 December', () => {
    const list = [
      person('December in India', '2012-11-30T19:00:00.000Z'),
      person('November in India', '2012-11-30T18:00:00.000Z'),
    ]
    expect(birthdaysThisMonth(list, today).map((b) => b.name)).toEqual(['November in India'])
    expect(birthdaysThisMonth(list, new Date('2026-12-10T06:00:00Z')).map((b) => b.name)).toEqual(['December in India'])
  })

  it('follows the month of the given day: in January it shows January birthdays', () => {
    const list = [person('January', '2013-01-15'), person('November', '2013-11-15')]
    expect(birthdaysThisMonth(list, new Date('2027-01-03T06:00:00Z')).map((b) => b.name)).toEqual(['January'])
  })

  it('does not change its input', () => {
    const list = [person('B', '2012-11-09'), person('A', '2012-11-01')]
    const copy = [...list]
    birthdaysThisMonth(list, today)
    expect(list).toEqual(copy)
  })
})
