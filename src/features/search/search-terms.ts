/**
 * The words of the site search, as the index and the queries both see them (site-search.ts): the text split into
 * words, and each word folded so that spellings a reader takes for the same word meet. Pure, and free of Lingui's
 * macros: any code may read it.
 *
 * English is split and lower-cased exactly as MiniSearch's defaults do it (a word of plain ASCII takes the short way).
 * Hindi (Devanagari) words are folded as well:
 * - Unicode NFC, so a letter typed precomposed or as letter + mark is one spelling;
 * - the nukta dropped: "फ़ोटो" is "फोटो", "ज़िला" is "जिला" (the precomposed क़ U+0958 too);
 * - chandrabindu read as anusvara: "सँगीत" is "संगीत", "पाँच" is "पांच";
 * - a nasal consonant with virama before a consonant of its own group read as anusvara: "हिन्दी" is "हिंदी",
 *   "सम्बन्ध" is "संबंध";
 * - the zero-width joiners dropped, and Devanagari digits read as ASCII digits: "२०२६" is "2026".
 * Matras, the virama and the other combining marks stay in the word ("की" is not "का"): words are split at spaces
 * (\p{Z}) and punctuation (\p{P}: the danda । and the double danda ॥ among it), never at a mark (\p{M}).
 */

/** MiniSearch's own separators (its default `tokenize`): spaces, line breaks and punctuation. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u

/** A "|" typed for the danda, as phone keyboards often give it: right after a Devanagari word, or before one. */
const PIPE_AS_DANDA = /(?<=\p{sc=Deva})\||\|(?=\p{Z}*\p{sc=Deva})/gu

/** The words of `text`, at spaces and punctuation (a mark is never a split). */
export function tokenize(text: string): string[] {
  const prose = text.includes('|') ? text.replace(PIPE_AS_DANDA, '।') : text
  return prose.split(SPACE_OR_PUNCTUATION)
}

/** A character other than printable ASCII or white space: a word without one (English) takes the short way. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/
const NUKTA = /\u093c/g
const CHANDRABINDU = /\u0901/g
const ANUSVARA = '\u0902'
const JOINERS = /[\u200c\u200d]/g
/** ङ्, ञ्, ण्, न्, म् before a consonant of their own group (velar, palatal, retroflex, dental, labial). */
const NASAL_CONJUNCT =
  /\u0919\u094d(?=[\u0915-\u0918])|\u091e\u094d(?=[\u091a-\u091d])|\u0923\u094d(?=[\u091f-\u0922])|\u0928\u094d(?=[\u0924-\u0927])|\u092e\u094d(?=[\u092a-\u092d])/g
const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g
const DEVANAGARI_ZERO = 0x0966

/** One word as the index keeps it and a query asks for it: lower case, Hindi spellings folded (above). */
export function foldTerm(term: string): string {
  if (!NOT_PLAIN_ASCII.test(term)) return term.toLowerCase()
  return term
    .normalize('NFD')
    .replace(NUKTA, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(JOINERS, '')
    .replace(CHANDRABINDU, ANUSVARA)
    .replace(NASAL_CONJUNCT, ANUSVARA)
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
}

const MARK_OR_JOINER = /[\p{M}\u200c\u200d]/gu

/**
 * How many letters a word has, as a reader counts them: a matra, the virama, the nukta or the anusvara is part of its
 * letter, not a letter of its own ("खेल" has 2, "विद्यार्थी" 5; UTF-16 gives 3 and 10). A word of plain ASCII: its
 * length, as before.
 */
export function letterCount(word: string): number {
  if (!NOT_PLAIN_ASCII.test(word)) return word.length
  let count = 0
  for (const char of word.replace(MARK_OR_JOINER, '')) if (char) count += 1
  return count
}

/**
 * Hindi words that only join others ("खेल और संगीत"): left out of a query, since every word of a query must match
 * and a page may say "एवं" where the visitor typed "और". The one-letter postpositions (का, की, के, में, से, को) are
 * left out already, as any word under two letters.
 */
const JOINING_WORDS: ReadonlySet<string> = new Set(['और', 'एवं', 'तथा', 'लिए'].map(foldTerm))

/** Whether a folded word of a query is a Hindi joining word (JOINING_WORDS). */
export const isJoiningWord = (folded: string): boolean => JOINING_WORDS.has(folded)
