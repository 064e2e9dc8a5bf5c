import * as z from 'zod/mini'
import { preprocess } from './zod-preprocess'

/**
 * Field types shared by every entity schema. The contract says every field not marked required may be
 * missing or null, and bad data must not blank a page: an optional field of the wrong type is dropped
 * (read as missing), while a missing or wrong required field drops the whole record.
 * The schemas use zod/mini (the same zod 4 as tree-shakable functions): full zod's classes would add about
 * 20 KB brotli to every page's first load.
 */

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: XML 1.0 and iCalendar forbid them,
 * and HTML's parser drops or replaces NUL, so that a page no longer holds what the server wrote (and hashed).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * Code points no format the site writes can carry: a lone surrogate (UTF-8 has none; with the `u` flag a surrogate
 * pair is one code point outside this class, so only lone ones match) and the noncharacters U+FFFE and U+FFFF (which
 * XML 1.0 forbids).
 */
const UNWRITABLE_CODE_POINTS = /[\ud800-\udfff\ufffe\uffff]/gu

/**
 * Backend text as every format the site writes can carry it, whatever it holds: HTML, inline script, JSON-LD, RSS and
 * iCalendar. Control characters are dropped; unwritable code points read as U+FFFD, the replacement character, as a
 * browser shows a byte it cannot decode.
 */
export function wellFormedText(text: string): string {
  return text.replace(UNWRITABLE_CODE_POINTS, '\ufffd').replace(CONTROL_CHARACTERS, '')
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return wellFormedText(value)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Required text: a non-blank string (a number is accepted and read as text). */
export const requiredText = preprocess(asText, z.string().check(z.trim(), z.minLength(1)))

/** Optional text: anything that is not a string or number reads as missing. */
export const optionalText = preprocess(asText, z.optional(z.string()))

/** A list of file paths. A single string is a one-item list; non-strings are ignored; null is empty. */
export const fileList = preprocess((value) => {
  const paths = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  return paths
    .flatMap((item) => (typeof item === 'string' ? [wellFormedText(item)] : []))
    .filter((item) => item.trim() !== '')
}, z.array(z.string()))

/**
 * A required id, as text, kept as the backend wrote it: an album is fetched by its id, and a
 * trimmed " 12 " would ask for another one. A blank id is missing. Only what no page can carry goes (wellFormedText):
 * a lone surrogate cannot be put in an address at all (encodeURIComponent throws).
 */
export const idText = preprocess(asText, z.string().check(z.refine((text) => text.trim() !== '')))
/** An optional id, as text: optionalText under the name an id field reads best with. @alias */
export const optionalId = optionalText

/** A number or numeric string; anything else reads as missing. */
export const optionalNumber = preprocess((value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}, z.optional(z.number()))
