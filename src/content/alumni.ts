import { checkedContent } from './content-data'
import data from './data/alumni.json' with { type: 'json' }
import type { AlumniFile } from './schemas/pages'

/** A row of the alumni table (spec section 3: name, photo, qualification, designation, achievement). */
export type AlumniRow = AlumniFile['alumni'][number]

/** /alumni (src/content/data/alumni.json). */
const CONTENT = checkedContent<AlumniFile>(data)

export const ALUMNI: readonly AlumniRow[] = CONTENT.alumni

export const ALUMNI_INTRO = CONTENT.intro
