import { expect, test } from 'vitest'
import { FULL_ATTENDANCE_INTRO, newestAttendanceList } from '@/content/full-attendance'
import { DEFAULT_OFFICE_BEARER_YEAR, isOfficeBearerYear, OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { OFFICE_BEARERS } from '@/content/office-bearers'
import { newestFirst, PRINCIPALS } from '@/content/principals'

const principal = (id: number, fromDate: string, toDate: string | null) => ({
  id,
  name: `Principal ${id}`,
  fromDate,
  toDate,
  img: '/images/static/portrait-sister.svg',
})

test("the office bearers' years are their files, newest first and the default", () => {
  expect(OFFICE_BEARER_YEARS).toEqual(['2024-2025', '2023-2024'])
  expect(DEFAULT_OFFICE_BEARER_YEAR).toBe('2024-2025')
  expect(Object.keys(OFFICE_BEARERS).sort()).toEqual(['2023-2024', '2024-2025'])
  expect(isOfficeBearerYear('2023-2024')).toBe(true)
  expect(isOfficeBearerYear('2019-2020')).toBe(false)
})

test("Full Attendance shows the newest session's list, in whatever order the files come", () => {
  const list = (session: string) => ({ session, intro: `Session ${session}`, groups: [] })
  expect(newestAttendanceList([list('2024-2025'), list('2025-2026'), list('2023-2024')])?.session).toBe('2025-2026')
  expect(newestAttendanceList([])).toBeUndefined()
  expect(FULL_ATTENDANCE_INTRO).toContain('2024-2025')
})

test('a new principal added anywhere in the list comes first, the rest by their terms', () => {
  const listed = [principal(7, '2017-04', '2025-05'), principal(9, '2026-06', null), principal(8, '2025-06', '2026-05')]
  expect(newestFirst(listed).map((entry) => entry.id)).toEqual([9, 8, 7])
  expect(PRINCIPALS.map((entry) => entry.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
})
