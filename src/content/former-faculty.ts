import { checkedContent } from './content-data'
import data from './data/former-faculty.json' with { type: 'json' }
import type { FormerFacultyFile } from './schemas/pages'

/** A teacher who served the school (name, subject and years of service). */
export type FormerFacultyMember = FormerFacultyFile['teachers'][number]

/** /formerFaculty (src/content/data/former-faculty.json). */
const CONTENT = checkedContent<FormerFacultyFile>(data)

export const FORMER_FACULTY_INTRO = CONTENT.intro

export const FORMER_FACULTY: readonly FormerFacultyMember[] = CONTENT.teachers
