import type { z } from 'zod'
import { textPage } from './common.ts'
import { magazineFile } from './magazines.ts'
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
} from './pages.ts'

/**
 * The one registry of the site's content: each data file (or folder of them, one file per year), the schema its
 * content must pass, and its place in the content editor (/admin/). The build checks the files against the schemas
 * (build/content-check.ts), the pages get each file's content typed by its schema (`ContentOf`), and the editor's
 * configuration is made of this list and the schemas' words (build/cms-config-generate.ts), in this order.
 */

/** The editor's collection a file belongs to: one page or list of the site, in the staff's words. */
interface EditorCollection {
  /** The collection's name in the editor's addresses; the file's name without `.json` when not given. */
  name?: string
  label: string
  description?: string
}

/** A data file of its own ("about.json", under CONTENT_DATA_FOLDER). */
interface SingleContentFile {
  name: string
  schema: z.ZodType
  collection: EditorCollection
  /** The file's title in its collection, when not the collection's label. */
  label?: string
}

/**
 * A folder of data files, one a school year ("office-bearers/*.json"): each file is named after a field of its
 * content (`nameField`), so the name in the address bar and the year in the file cannot differ; the staff add one
 * with "New …".
 */
interface FolderContentFile {
  name: `${string}/*.json`
  schema: z.ZodType
  nameField: string
  collection: EditorCollection & {
    /** One entry, in the editor's "New …" button. */
    label_singular: string
    /** An entry's title in the list: '{{fields.year}}'. */
    summary: string
    /** The field that names an entry in the editor, when not `nameField`. */
    identifier_field?: string
    /** Where the entries' uploads go, and their address on the site. */
    media_folder?: string
    public_folder?: string
  }
}

export type ContentFile = SingleContentFile | FolderContentFile

const CONTACT: EditorCollection = {
  name: 'contact',
  label: 'Contact details',
  description: "The school's name, address, phone numbers, e-mail addresses and links, and the Contact Us page.",
}

export const CONTENT_FILES = [
  // The school
  {
    name: 'home.json',
    schema: homeFile,
    collection: {
      label: 'Home page',
      description: 'The slider photos, the welcome text, mission and vision, and the facilities on the home page.',
    },
  },
  { name: 'about.json', schema: aboutFile, collection: { label: 'About Us' } },
  { name: 'history-aim.json', schema: textPage, collection: { label: 'History, Aim, Vision & Mission' } },
  {
    name: 'principal-message.json',
    schema: principalMessageFile,
    collection: { label: "Principal's Desk", description: "The principal's message to parents and students." },
  },
  {
    name: 'principals.json',
    schema: principalsFile,
    collection: { label: 'Principals', description: "The principals of the school, from the first to today's." },
    label: 'Our Principals',
  },
  { name: 'rules-regulations.json', schema: textPage, collection: { label: 'Rules and Regulations' } },
  { name: 'admission-procedure.json', schema: textPage, collection: { label: 'Admission Procedure' } },
  { name: 'school-uniform.json', schema: textPage, collection: { label: 'School Uniform' } },
  { name: 'curriculum.json', schema: textPage, collection: { label: 'Curriculum' } },
  { name: 'roll-of-honour.json', schema: rollOfHonourFile, collection: { label: 'Roll of Honour' } },
  { name: 'coming-soon.json', schema: textPage, collection: { label: 'Coming Soon page' }, label: 'Coming Soon' },
  // Academics
  { name: 'management-committee.json', schema: managementCommitteeFile, collection: { label: 'Management Committee' } },
  { name: 'former-faculty.json', schema: formerFacultyFile, collection: { label: 'Former Faculty' } },
  {
    name: 'full-attendance/*.json',
    schema: fullAttendanceFile,
    nameField: 'session',
    collection: {
      label: 'Full Attendance',
      label_singular: 'year of full attendance',
      description:
        'One entry a school year: the students who attended every working day. The page shows the newest year. For a new year, press "New year of full attendance".',
      summary: 'Full attendance {{fields.session}}',
    },
  },
  {
    name: 'office-bearers/*.json',
    schema: officeBearersFile,
    nameField: 'year',
    collection: {
      label: 'Office Bearers',
      label_singular: 'year of office bearers',
      description:
        'One entry a school year: the head boy, head girl, captains and prefects. For a new year, press "New year of office bearers".',
      summary: 'Office bearers {{fields.year}}',
    },
  },
  { name: 'alumni.json', schema: alumniFile, collection: { label: 'Alumni' } },
  // Facilities
  { name: 'campus-tour.json', schema: photoTextPageFile, collection: { label: 'Camps & Tours' } },
  { name: 'laboratory.json', schema: laboratoryFile, collection: { label: 'Laboratory' } },
  { name: 'library.json', schema: photoTextPageFile, collection: { label: 'Library' } },
  { name: 'sports.json', schema: photoTextPageFile, collection: { label: 'Sports' } },
  // Gallery
  {
    name: 'magazines/*.json',
    schema: magazineFile,
    nameField: 'year',
    collection: {
      label: 'Magazines',
      label_singular: 'magazine',
      description:
        'One entry a year: the school magazine as page images, in book order. A new magazine (press "New magazine") gets its own page, /Magazine and its year, and appears on the Magazines page by itself.',
      identifier_field: 'session',
      summary: 'Magazine {{fields.session}}',
      media_folder: '/src/content/photos/magazines/{{slug}}',
      public_folder: '/magazines/{{slug}}',
    },
  },
  { name: 'voice-sms.json', schema: voiceSmsFile, collection: { label: 'Voice SMS' } },
  // Parents
  { name: 'parent-portal.json', schema: textPage, collection: { label: 'Parent Portal Guidelines' } },
  { name: 'erp-software.json', schema: erpSoftwareFile, collection: { label: 'ERP Software' } },
  // Contact
  { name: 'school.json', schema: schoolFile, collection: CONTACT, label: 'Address, phones, e-mails and links' },
  { name: 'contact.json', schema: contactFile, collection: CONTACT, label: 'Contact Us page' },
] as const satisfies readonly ContentFile[]

/** A data file's name in the registry: "school.json", or a folder's "magazines/*.json". */
type ContentName = (typeof CONTENT_FILES)[number]['name']

/** The content of a data file (each file of a folder's) as its schema gives it, once checked. */
export type ContentOf<Name extends ContentName> = z.output<
  Extract<(typeof CONTENT_FILES)[number], { name: Name }>['schema']
>

/** "office-bearers/" of a folder's entry ("office-bearers/*.json"); undefined for a single file's. */
export function folderOf(entry: ContentFile): string | undefined {
  return entry.name.endsWith('/*.json') ? entry.name.slice(0, -'*.json'.length) : undefined
}
