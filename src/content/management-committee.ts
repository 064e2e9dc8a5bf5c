// /management-committee (src/content/data/management-committee.json).
import CONTENT from 'content:management-committee.json'
import HINDI from 'content:hi/management-committee.json'
import type { ManagementCommitteeFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** A member of the school's managing committee. */
export type CommitteeMember = ManagementCommitteeFile['members'][number]

export const MANAGEMENT_COMMITTEE_INTRO = CONTENT.intro

export const MANAGEMENT_COMMITTEE: readonly CommitteeMember[] = CONTENT.members

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('management-committee.json', HINDI)
