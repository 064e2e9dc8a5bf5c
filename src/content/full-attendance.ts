import LISTS from 'content:full-attendance/*.json'
import HINDI from 'content:hi/full-attendance/*.json'
import type { FullAttendanceFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** An attendance card (spec section 3: photo, name, class-section label). */
export type AttendanceCard = FullAttendanceFile['groups'][number]['students'][number]

/** The cards of one class, under its heading (Nursery B, LKG, Class I to Class IX: spec section 2). */
export type AttendanceGroup = FullAttendanceFile['groups'][number]

/** The page shows the newest session's list: a new year is a new file, and the page moves on to it. */
export function newestAttendanceList(lists: readonly FullAttendanceFile[]): FullAttendanceFile | undefined {
  return [...lists].sort((a, b) => a.session.localeCompare(b.session)).at(-1)
}

// Every session's file of src/content/data/full-attendance/, named after its session.
const NEWEST = newestAttendanceList(LISTS)

export const FULL_ATTENDANCE_INTRO = NEWEST?.intro ?? ''

export const FULL_ATTENDANCE: readonly AttendanceGroup[] = NEWEST?.groups ?? []

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('full-attendance/*.json', HINDI)
