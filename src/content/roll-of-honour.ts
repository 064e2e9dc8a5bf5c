import { checkedContent } from './content-data'
import data from './data/roll-of-honour.json' with { type: 'json' }
import type { RollOfHonourFile } from './schemas/pages'

/** A group of /roleOfHonour: former students whose result or achievement the school honours. */
export type HonourGroup = RollOfHonourFile['groups'][number]

/** /roleOfHonour (src/content/data/roll-of-honour.json). */
const CONTENT = checkedContent<RollOfHonourFile>(data)

export const ROLL_OF_HONOUR_INTRO = CONTENT.intro

export const ROLL_OF_HONOUR: readonly HonourGroup[] = CONTENT.groups
