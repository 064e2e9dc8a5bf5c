// /alumni (src/content/data/alumni.json).
import CONTENT from 'content:alumni.json'
import HINDI from 'content:hi/alumni.json'
import type { AlumniFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** A row of the alumni table (spec section 3: name, photo, qualification, designation, achievement). */
export type AlumniRow = AlumniFile['alumni'][number]

export const ALUMNI: readonly AlumniRow[] = CONTENT.alumni

export const ALUMNI_INTRO = CONTENT.intro

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('alumni.json', HINDI)
