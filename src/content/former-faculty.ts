/** A teacher who served the school (name, subject and years of service). */
export interface FormerFacultyMember {
  name: string
  subject: string
  years: string
}

export const FORMER_FACULTY_INTRO =
  'With gratitude we remember the teachers who served the school for many years and shaped generations of students.'

/** PLACEHOLDER people: invented names standing in for the school's real former staff. */
export const FORMER_FACULTY: readonly FormerFacultyMember[] = [
  { name: 'Mrs. Kamla Srivastava', subject: 'English', years: '1978 – 2012' },
  { name: 'Mr. Ramesh Chandra Pandey', subject: 'Mathematics', years: '1982 – 2016' },
  { name: 'Mrs. Usha Mishra', subject: 'Hindi', years: '1985 – 2019' },
  { name: 'Mr. Joseph Lobo', subject: 'Physics', years: '1990 – 2020' },
  { name: 'Mrs. Rekha Gupta', subject: 'Primary section', years: '1988 – 2018' },
  { name: 'Mr. Harish Chandra Yadav', subject: 'Physical Education', years: '1992 – 2021' },
]
