import data from 'content:rules-regulations.json'
import HINDI from 'content:hi/rules-regulations.json'
import { fillInRuleNumbers, withRuleNumbers } from './rule-numbers'
import { addHindiTexts } from './hindi'

/** /RulesRegulations: Rules and Regulations (src/content/data/rules-regulations.json), with the school's rules filled in. */
export const RULES_PAGE = withRuleNumbers(data)

/** Its Hindi, for its page on /hi (./hindi.ts); a rule written in words ({{parentHelpDeskHours}}) in Hindi words. */
addHindiTexts('rules-regulations.json', HINDI, fillInRuleNumbers)
