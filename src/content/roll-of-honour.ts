// /roleOfHonour (src/content/data/roll-of-honour.json).
import CONTENT from 'content:roll-of-honour.json'
import HINDI from 'content:hi/roll-of-honour.json'
import type { RollOfHonourFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/** A group of /roleOfHonour: former students whose result or achievement the school honours. */
export type HonourGroup = RollOfHonourFile['groups'][number]

export const ROLL_OF_HONOUR_INTRO = CONTENT.intro

export const ROLL_OF_HONOUR: readonly HonourGroup[] = CONTENT.groups

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('roll-of-honour.json', HINDI)
