import { checkedContent } from './content-data'
import data from './data/curriculum.json' with { type: 'json' }
import type { TextPage } from './static-page.types'

/** /curriculum: Curriculum (src/content/data/curriculum.json). */
export const CURRICULUM_PAGE = checkedContent<TextPage>(data)
