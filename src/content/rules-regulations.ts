import { checkedContent } from './content-data'
import data from './data/rules-regulations.json' with { type: 'json' }
import { withRuleNumbers } from './rule-numbers'
import type { TextPage } from './static-page.types'

/** /RulesRegulations: Rules and Regulations (src/content/data/rules-regulations.json), with the school's rules filled in. */
export const RULES_PAGE = withRuleNumbers(checkedContent<TextPage>(data))
