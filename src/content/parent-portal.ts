import { checkedContent } from './content-data'
import data from './data/parent-portal.json' with { type: 'json' }
import { withRuleNumbers } from './rule-numbers'
import type { TextPage } from './static-page.types'

/** /ParentPortal: Parent Portal Guidelines (src/content/data/parent-portal.json), with the school's rules filled in. */
export const PARENT_PORTAL_PAGE = withRuleNumbers(checkedContent<TextPage>(data))
