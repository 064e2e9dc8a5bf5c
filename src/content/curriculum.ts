import data from 'content:curriculum.json'
import HINDI from 'content:hi/curriculum.json'
import { addHindiTexts } from './hindi'

/** /curriculum: Curriculum (src/content/data/curriculum.json). */
export const CURRICULUM_PAGE = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('curriculum.json', HINDI)
