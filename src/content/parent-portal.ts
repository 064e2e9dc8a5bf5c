import data from 'content:parent-portal.json'
import { withRuleNumbers } from './rule-numbers'

/** /ParentPortal: Parent Portal Guidelines (src/content/data/parent-portal.json), with the school's rules filled in. */
export const PARENT_PORTAL_PAGE = withRuleNumbers(data)
