/**
 * The spec's rules (section 9) that the pages state in words. They are rules, not text, so they stay here rather than
 * in the data files: a data file writes one as {{name}} (rules-regulations.json, parent-portal.json), and the page
 * shows the value below. The build rejects any other {{...}} (src/content/schemas/common.ts).
 */
export const RULE_NUMBERS = {
  /** A name is struck off after this many consecutive days absent without leave. */
  strikeOffConsecutiveAbsentDays: 10,
  /** ... or after this many days absent at the start of a term. */
  strikeOffTermStartAbsentDays: 3,
  /** A parent is called when the diary has been missing this many days. */
  diaryMissingDaysBeforeParentCalled: 3,
  /** The parent help desk's hours. */
  parentHelpDeskHours: '8 AM to 8 PM',
} as const

type RuleNumberName = keyof typeof RULE_NUMBERS

/** The rules written in words, as a Hindi page states them; the numbers read the same in both languages. */
const RULE_WORDS_IN_HINDI: Partial<Record<RuleNumberName, string>> = {
  parentHelpDeskHours: 'सुबह 8 बजे से रात 8 बजे तक',
}

/** A language of the site, as this module needs it (src/config/languages.ts; this module is read by Node too). */
type Language = 'en' | 'hi'

export const RULE_NUMBER_NAMES = Object.keys(RULE_NUMBERS) as readonly RuleNumberName[]

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** A text with every {{rule}} in it replaced by the rule's value, in `lang` (English unless told). */
export function fillInRuleNumbers(text: string, lang: Language = 'en'): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in RULE_NUMBERS)) return whole
    const rule = name as RuleNumberName
    return (lang === 'hi' ? RULE_WORDS_IN_HINDI[rule] : undefined) ?? String(RULE_NUMBERS[rule])
  })
}

/** A data file's content with every {{rule}} in its texts replaced by the rule's value. */
export function withRuleNumbers<T>(content: T): T {
  if (typeof content === 'string') return fillInRuleNumbers(content) as T
  if (Array.isArray(content)) return content.map((item: unknown) => withRuleNumbers(item)) as T
  if (content !== null && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, withRuleNumbers(value)])) as T
  }
  return content
}
