/** A member of the school's managing committee. */
export interface CommitteeMember {
  name: string
  role: string
}

export const MANAGEMENT_COMMITTEE_INTRO =
  'The school is managed by a committee of the religious congregation that runs it, with representatives of the staff and of the parents.'

/** PLACEHOLDER people: invented names standing in for the school's real committee. */
export const MANAGEMENT_COMMITTEE: readonly CommitteeMember[] = [
  { name: 'Sr. Rosily Joseph', role: 'Chairperson (Provincial Superior)' },
  { name: 'Sr. Jyoti Ekka', role: 'Manager and Principal' },
  { name: 'Sr. Mercy Kerketta', role: 'Secretary' },
  { name: 'Fr. Anthony Lobo', role: 'Member' },
  { name: 'Mrs. Neelam Srivastava', role: 'Teachers’ representative' },
  { name: 'Mr. Alok Kumar Jaiswal', role: 'Parents’ representative' },
]
