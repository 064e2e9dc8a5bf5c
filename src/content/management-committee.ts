import { checkedContent } from './content-data'
import data from './data/management-committee.json' with { type: 'json' }
import type { ManagementCommitteeFile } from './schemas/pages'

/** A member of the school's managing committee. */
export type CommitteeMember = ManagementCommitteeFile['members'][number]

/** /management-committee (src/content/data/management-committee.json). */
const CONTENT = checkedContent<ManagementCommitteeFile>(data)

export const MANAGEMENT_COMMITTEE_INTRO = CONTENT.intro

export const MANAGEMENT_COMMITTEE: readonly CommitteeMember[] = CONTENT.members
