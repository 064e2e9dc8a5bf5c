import data from 'content:parent-portal.json'
import HINDI from 'content:hi/parent-portal.json'
import { fillInRuleNumbers, withRuleNumbers } from './rule-numbers'
import { addHindiTexts } from './hindi'

/** /ParentPortal: Parent Portal Guidelines (src/content/data/parent-portal.json), with the school's rules filled in. */
export const PARENT_PORTAL_PAGE = withRuleNumbers(data)

/** Its Hindi, for its page on /hi (./hindi.ts); a rule written in words ({{parentHelpDeskHours}}) in Hindi words. */
addHindiTexts('parent-portal.json', HINDI, fillInRuleNumbers)
