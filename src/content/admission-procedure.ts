import data from 'content:admission-procedure.json'
import HINDI from 'content:hi/admission-procedure.json'
import { addHindiTexts } from './hindi'

/** /admissionProcedure: Admission Procedure (src/content/data/admission-procedure.json). */
export const ADMISSION_PAGE = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('admission-procedure.json', HINDI)
