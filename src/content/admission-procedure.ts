import data from 'content:admission-procedure.json'

/** /admissionProcedure: Admission Procedure (src/content/data/admission-procedure.json). */
export const ADMISSION_PAGE = data
