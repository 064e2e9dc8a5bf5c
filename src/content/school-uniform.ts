import data from 'content:school-uniform.json'
import HINDI from 'content:hi/school-uniform.json'
import { addHindiTexts } from './hindi'

/** /schoolUniform: School Uniform (src/content/data/school-uniform.json). */
export const UNIFORM_PAGE = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('school-uniform.json', HINDI)
