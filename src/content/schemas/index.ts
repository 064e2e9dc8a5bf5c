import type { z } from 'zod'
import { textPage } from './common'
import { magazineFile } from './magazines'
import {
  aboutFile,
  alumniFile,
  contactFile,
  erpSoftwareFile,
  formerFacultyFile,
  fullAttendanceFile,
  homeFile,
  laboratoryFile,
  managementCommitteeFile,
  officeBearersFile,
  photoTextPageFile,
  principalMessageFile,
  principalsFile,
  rollOfHonourFile,
  schoolFile,
  voiceSmsFile,
} from './pages'

/**
 * A data file, or a folder of them (one file per year), and the schema its content must pass. `name` is the file's
 * name under CONTENT_DATA_FOLDER, or "folder/*.json"; a folder's files are named after a field of their content
 * (`fileName`), so the name in the address bar and the year in the file cannot differ.
 */
export interface ContentFile {
  name: string
  schema: z.ZodType
  fileName?: (content: never) => string
}

const byYear = (content: { year: string | number }) => `${content.year}.json`
const bySession = (content: { session: string }) => `${content.session}.json`

export const CONTENT_FILES: readonly ContentFile[] = [
  { name: 'about.json', schema: aboutFile },
  { name: 'admission-procedure.json', schema: textPage },
  { name: 'alumni.json', schema: alumniFile },
  { name: 'campus-tour.json', schema: photoTextPageFile },
  { name: 'coming-soon.json', schema: textPage },
  { name: 'contact.json', schema: contactFile },
  { name: 'curriculum.json', schema: textPage },
  { name: 'erp-software.json', schema: erpSoftwareFile },
  { name: 'former-faculty.json', schema: formerFacultyFile },
  { name: 'full-attendance/*.json', schema: fullAttendanceFile, fileName: bySession },
  { name: 'history-aim.json', schema: textPage },
  { name: 'home.json', schema: homeFile },
  { name: 'laboratory.json', schema: laboratoryFile },
  { name: 'library.json', schema: photoTextPageFile },
  { name: 'magazines/*.json', schema: magazineFile, fileName: byYear },
  { name: 'management-committee.json', schema: managementCommitteeFile },
  { name: 'office-bearers/*.json', schema: officeBearersFile, fileName: byYear },
  { name: 'parent-portal.json', schema: textPage },
  { name: 'principal-message.json', schema: principalMessageFile },
  { name: 'principals.json', schema: principalsFile },
  { name: 'roll-of-honour.json', schema: rollOfHonourFile },
  { name: 'rules-regulations.json', schema: textPage },
  { name: 'school-uniform.json', schema: textPage },
  { name: 'school.json', schema: schoolFile },
  { name: 'sports.json', schema: photoTextPageFile },
  { name: 'voice-sms.json', schema: voiceSmsFile },
]
