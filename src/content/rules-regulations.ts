import data from 'content:rules-regulations.json'
import { withRuleNumbers } from './rule-numbers'

/** /RulesRegulations: Rules and Regulations (src/content/data/rules-regulations.json), with the school's rules filled in. */
export const RULES_PAGE = withRuleNumbers(data)
