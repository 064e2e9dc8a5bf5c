// /laboratory: seven tabs in order, with 4, 6, 1, 1, 1, 2 and 2 photos (spec section 2; data/laboratory.json).
import CONTENT from 'content:laboratory.json'
import HINDI from 'content:hi/laboratory.json'
import type { LaboratoryFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/**
 * A laboratory tab: its identifier (biology, chemistry, physics, or `{name}computer` for the computer labs), its
 * label, the heading shown above its photos when selected, its description and photos.
 */
export type Laboratory = LaboratoryFile['laboratories'][number]

export const LABORATORY_INTRO = CONTENT.intro

export const LABORATORIES: readonly Laboratory[] = CONTENT.laboratories

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('laboratory.json', HINDI)
