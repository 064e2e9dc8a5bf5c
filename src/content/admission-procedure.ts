import { checkedContent } from './content-data'
import data from './data/admission-procedure.json' with { type: 'json' }
import type { TextPage } from './static-page.types'

/** /admissionProcedure: Admission Procedure (src/content/data/admission-procedure.json). */
export const ADMISSION_PAGE = checkedContent<TextPage>(data)
