/**
 * The content's Hindi on the /hi pages. Each content module gives its data file's English texts with their Hindi (the
 * build's `content:hi/` modules, from src/content/data-hi/: src/content/schemas/hindi.ts) to `addHindiTexts` as it
 * loads, so a page's Hindi travels with the page's own content module, never in the first load. A component then
 * shows a text of the content in the page's language (`contentTextIn`): its Hindi, or, where the Hindi file has none,
 * the English marked as English (`lang: 'en'`) so that a screen reader reads it with an English voice. What is not
 * the content's words (a name, a year, a number) is shown as it is. Plain code (no Lingui macro): the same for every
 * render, as it holds nothing of a request.
 */

/** A language of the site, as src/config/languages.ts names it (content imports no configuration). */
type Lang = 'en' | 'hi'

/** Each English text of a data file, as the page shows it, with its Hindi, or null where there is none. */
export type HindiTexts = readonly (readonly [english: string, hindi: string | null])[]

interface Source {
  hindi: Map<string, string>
  /** The texts that have no Hindi. */
  englishOnly: Set<string>
}

/** By data file ("about.json"): a module loaded again (the dev server) replaces its file's texts. */
const SOURCES = new Map<string, Source>()

/** A text as a language writes it: the words of the school's rules ({{parentHelpDeskHours}}) are filled in. */
type FillIn = (text: string, lang: Lang) => string

/** Adds a data file's texts (`source`: its name in the registry). */
export function addHindiTexts(source: string, texts: HindiTexts, fillIn: FillIn = (text) => text): void {
  const hindi = new Map<string, string>()
  const englishOnly = new Set<string>()
  for (const [english, inHindi] of texts) {
    const shown = fillIn(english, 'en')
    if (inHindi === null) englishOnly.add(shown)
    else hindi.set(shown, fillIn(inHindi, 'hi'))
  }
  SOURCES.set(source, { hindi, englishOnly })
}

/** The Hindi of an English text of the content, if a Hindi file gives it. */
function hindiOf(english: string): string | undefined {
  for (const source of SOURCES.values()) {
    const hindi = source.hindi.get(english)
    if (hindi !== undefined) return hindi
  }
  return undefined
}

/** Whether a text is the content's words with no Hindi: on a Hindi page, English to be marked as English. */
function isEnglishOnly(english: string): boolean {
  return hindiOf(english) === undefined && [...SOURCES.values()].some((source) => source.englishOnly.has(english))
}

/** A text as a page shows it: its words, and `lang: 'en'` where a Hindi page shows the English for lack of Hindi. */
export interface ShownText {
  text: string
  lang?: 'en'
}

/**
 * A text of the content (the English the content module gives) as a page in `lang` shows it: English as it is; in
 * Hindi, its Hindi, else the English marked `lang: 'en'` when it is words of the content, else as it is (a name).
 */
export function contentTextIn(lang: Lang, english: string): ShownText {
  if (lang === 'en') return { text: english }
  const hindi = hindiOf(english)
  if (hindi !== undefined) return { text: hindi }
  return isEnglishOnly(english) ? { text: english, lang: 'en' } : { text: english }
}

/**
 * Any content (a page, a card, a list) with each of its texts in `lang`, the English kept where there is no Hindi:
 * for what takes a content module's values as they are (the site search's words of each page). English content is
 * returned as it is.
 */
export function contentIn<T>(lang: Lang, content: T): T {
  if (lang === 'en') return content
  return translated(content)
}

function translated<T>(content: T): T {
  if (typeof content === 'string') return (hindiOf(content) ?? content) as T
  if (Array.isArray(content)) return content.map((item: unknown) => translated(item)) as T
  if (content !== null && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, translated(value)])) as T
  }
  return content
}
