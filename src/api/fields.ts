import * as z from 'zod/mini'
import { preprocess } from './zod-preprocess'

/**
 * Field types shared by every entity schema. The contract says every field not marked required may be
 * missing or null, and bad data must not blank a page: an optional field of the wrong type is dropped
 * (read as missing), while a missing or wrong required field drops the whole record.
 * The schemas use zod/mini (the same zod 4 as tree-shakable functions): full zod's classes would add about
 * 20 KB brotli to every page's first load (issue 9).
 */

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Required text: a non-blank string (a number is accepted and read as text). */
export const requiredText = preprocess(asText, z.string().check(z.trim(), z.minLength(1)))

/** Optional text: anything that is not a string or number reads as missing. */
export const optionalText = preprocess(asText, z.optional(z.string()))

/** A list of file paths. A single string is a one-item list; non-strings are ignored; null is empty. */
export const fileList = preprocess((value) => {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value]
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
  return []
}, z.array(z.string()))

/**
 * A required id, as text, kept exactly as the backend wrote it (issue 34): an album is fetched by its id, and a
 * trimmed " 12 " would ask for another one. A blank id is missing.
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
