import { checkedContent } from './content-data'
import data from './data/school-uniform.json' with { type: 'json' }
import type { TextPage } from './static-page.types'

/** /schoolUniform: School Uniform (src/content/data/school-uniform.json). */
export const UNIFORM_PAGE = checkedContent<TextPage>(data)
