// /formerFaculty (src/content/data/former-faculty.json).
import CONTENT from 'content:former-faculty.json'
import HINDI from 'content:hi/former-faculty.json'
import type { FormerFacultyFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** A teacher who served the school (name, subject and years of service). */
export type FormerFacultyMember = FormerFacultyFile['teachers'][number]

export const FORMER_FACULTY_INTRO = CONTENT.intro

export const FORMER_FACULTY: readonly FormerFacultyMember[] = CONTENT.teachers

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('former-faculty.json', HINDI)
