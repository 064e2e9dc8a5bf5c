import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from './data-folder.ts'
import type { EditorFieldMeta } from './editor-meta.ts'
import { CONTENT_FILES, folderOf, type ContentFile } from './index.ts'

/**
 * The Hindi of the content: a Hindi file (src/content/data-hi/, CONTENT_HINDI_FOLDER) beside each English data file,
 * by the same name and with the same fields, as the content editor writes it (build/cms-config-generate.ts). Only
 * the fields whose schema says `i18n` (the page's words: headings, paragraphs, captions, what a photo shows …) are
 * taken from it; photos, names, years, links and numbers are always the English file's. A Hindi text that is
 * missing or empty leaves the English in its place, and the page marks it as English
 * (src/content/hindi.ts). Node code only: the build checks the Hindi files (build/content-check-plugin.ts) and gives
 * the pages each English text with its Hindi; the editor's configuration counts what is missing.
 */

/** Each English text of a page (as the page shows it) with its Hindi, or null where there is none. */
type HindiTexts = Array<readonly [english: string, hindi: string | null]>

/** A schema as JSON Schema with its `.meta()` words: as much of it as the Hindi needs. */
export type WordsSchema = Pick<EditorFieldMeta, 'i18n'> & {
  type?: string
  properties?: Record<string, WordsSchema>
  items?: WordsSchema
  prefixItems?: WordsSchema[]
  anyOf?: WordsSchema[]
  oneOf?: WordsSchema[]
  const?: unknown
}

const jsonSchemas = new WeakMap<z.ZodType, WordsSchema>()

/** A file's schema as JSON Schema, `.meta()` included (the editor's configuration reads it the same way). */
function wordsSchemaOf(schema: z.ZodType): WordsSchema {
  let json = jsonSchemas.get(schema)
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as WordsSchema
    jsonSchemas.set(schema, json)
  }
  return json
}

/** What a value may be: a union's options, a nullable's value. */
function optionsOf(schema: WordsSchema): WordsSchema[] {
  const options = schema.anyOf ?? schema.oneOf
  return options ? options.flatMap(optionsOf) : schema.type === 'null' ? [] : [schema]
}

/** The schema of a list's `index`th item (a tuple's first items have their own). */
function itemAt(schema: WordsSchema, index: number): WordsSchema | undefined {
  return schema.prefixItems?.[index] ?? schema.items
}

/** Whether the schema holds words to translate, at any depth. */
export function hasWords(schema: WordsSchema): boolean {
  if (schema.i18n === true) return true
  const options = optionsOf(schema)
  if (options.length !== 1 || options[0] !== schema) return options.some(hasWords)
  return [
    ...Object.values(schema.properties ?? {}),
    ...(schema.prefixItems ?? []),
    ...(schema.items ? [schema.items] : []),
  ].some(hasWords)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A kind of item of a list of several kinds (`kind: "paragraph"`), found by the keys whose value the kind fixes. */
function optionFor(options: WordsSchema[], value: unknown): WordsSchema | undefined {
  if (options.length === 1) return options[0]
  if (!isRecord(value)) return undefined
  return options.find((option) =>
    Object.entries(option.properties ?? {}).every(
      ([key, property]) => property.const === undefined || property.const === value[key],
    ),
  )
}

/** "sections → 2 → heading": a place in a file as the editor's labels nest, counted from 1. */
function placeOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the whole file'
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' → ')
}

interface Overlay {
  texts: HindiTexts
  problems: string[]
}

/**
 * The English content with the Hindi file's words in place of its words, and each English text with its Hindi (or
 * null). The English decides the shape: a Hindi list item is the English item at the same place, and an item of
 * another kind than the English one there (a paragraph where the English now has a list) is not taken.
 */
function overlay(schema: WordsSchema, english: unknown, hindi: unknown, path: PropertyKey[], out: Overlay): unknown {
  if (typeof english === 'string' && schema.i18n === true) {
    if (hindi !== undefined && hindi !== null && typeof hindi !== 'string') {
      out.problems.push(`${placeOf(path)}: should be words, as in the English file`)
    }
    // Empty is "not yet in Hindi"; the same words as the English ("LKG A", "98.8%") are the Hindi's own choice.
    const words = typeof hindi === 'string' ? hindi.trim() : ''
    out.texts.push([english, words === '' ? null : words])
    return words === '' ? english : words
  }
  const option = optionFor(optionsOf(schema), english)
  if (!option) return english
  if (isRecord(english) && option.properties) {
    if (hindi !== undefined && hindi !== null && !isRecord(hindi)) {
      out.problems.push(`${placeOf(path)}: should be a group of fields, as in the English file`)
    }
    const properties = option.properties
    let words: Record<string, unknown> | undefined = isRecord(hindi) ? hindi : undefined
    // Another kind of item than the English one here: out of step with the English, so none of its words.
    const otherKind = Object.entries(properties).some(
      ([key, property]) => property.const !== undefined && words?.[key] !== undefined && words[key] !== english[key],
    )
    if (otherKind) words = undefined
    for (const key of Object.keys(words ?? {})) {
      if (!(key in properties)) out.problems.push(`${placeOf([...path, key])}: not a field of this page`)
    }
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => {
        const property = properties[key]
        const inHindi = words?.[key]
        return [key, property ? overlay(property, value, inHindi, [...path, key], out) : value]
      }),
    )
  }
  if (Array.isArray(english)) {
    if (hindi !== undefined && hindi !== null && !Array.isArray(hindi)) {
      out.problems.push(`${placeOf(path)}: should be a list, as in the English file`)
    }
    const items: unknown[] = Array.isArray(hindi) ? hindi : []
    return english.map((item, index) => {
      const itemSchema = itemAt(option, index)
      return itemSchema ? overlay(itemSchema, item, items[index], [...path, index], out) : item
    })
  }
  return english
}

/** The registry's entry of a data file's name under the data folder ("office-bearers/2024-2025.json"). */
function contentFileFor(name: string): ContentFile | undefined {
  return (CONTENT_FILES as readonly ContentFile[]).find((entry) => {
    const folder = folderOf(entry)
    if (folder === undefined) return entry.name === name
    const rest = name.slice(folder.length)
    return name.startsWith(folder) && rest.endsWith('.json') && !rest.includes('/')
  })
}

/** Whether a registry entry's pages have words to translate (the principals' list, the magazines have none). */
export function hasHindi(entry: ContentFile): boolean {
  return hasWords(wordsSchemaOf(entry.schema))
}

/** The names under the data folder of an entry's English files: the file, or a folder's files in name order. */
export function englishFilesOf(root: string, entry: ContentFile): string[] {
  const folder = folderOf(entry)
  if (folder === undefined) return [entry.name]
  const path = join(root, CONTENT_DATA_FOLDER, folder)
  if (!existsSync(path)) return []
  return readdirSync(path)
    .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
    .sort()
    .map((file) => `${folder}${file}`)
}

/** A JSON file, or undefined when there is none. Throws on a file that is not JSON. */
function readJson(path: string, text?: string): unknown {
  if (text === undefined && !existsSync(path)) return undefined
  return JSON.parse(text ?? readFileSync(path, 'utf8'))
}

/**
 * The English of a data file as the pages get it: checked (and so trimmed) by its schema; undefined when it does not
 * pass (the English check names its problems).
 */
function englishOf(root: string, entry: ContentFile, name: string): unknown {
  try {
    const result = entry.schema.safeParse(readJson(join(root, CONTENT_DATA_FOLDER, name)))
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}

type HindiCheck =
  { ok: true; content: unknown; texts: HindiTexts; hasFile: boolean } | { ok: false; problems: string[] }

/**
 * The Hindi of one English data file (its name under the data folder): the English content with the Hindi file's
 * words in their places, each English text with its Hindi, or the Hindi file's problems (the file and the field
 * named). Without a Hindi file, every text is English. `text` is the Hindi file's text when the caller has it.
 */
export function checkHindiOf(root: string, name: string, text?: string): HindiCheck {
  const file = `${CONTENT_HINDI_FOLDER}/${name}`
  const entry = contentFileFor(name)
  if (!entry) return { ok: false, problems: [`${file}: no page reads this file (see src/content/schemas/index.ts)`] }
  if (!existsSync(join(root, CONTENT_DATA_FOLDER, name))) {
    return { ok: false, problems: [`${file}: there is no English file ${CONTENT_DATA_FOLDER}/${name} for it`] }
  }
  let hindi: unknown
  try {
    hindi = readJson(join(root, file), text)
  } catch (error) {
    return { ok: false, problems: [`${file}: not valid JSON: ${(error as Error).message}`] }
  }
  const schema = wordsSchemaOf(entry.schema)
  if (hindi !== undefined && !hasWords(schema)) {
    return { ok: false, problems: [`${file}: this page has no words to translate; remove the file`] }
  }
  if (hindi !== undefined && !isRecord(hindi)) {
    return { ok: false, problems: [`${file}: the whole file: should be a group of fields, as in the English file`] }
  }
  const english = englishOf(root, entry, name)
  // The English file's own problems stop the build already; its Hindi is checked once it passes.
  if (english === undefined) return { ok: false, problems: [] }
  const out: Overlay = { texts: [], problems: [] }
  const content = overlay(schema, english, hindi, [], out)
  const problems = out.problems.map((problem) => `${file}: ${problem}`)
  // The year that names a year's file, where the Hindi file repeats it, is the English file's.
  if ('nameField' in entry && isRecord(hindi) && isRecord(english)) {
    const field = entry.nameField
    if (hindi[field] !== undefined && hindi[field] !== english[field]) {
      problems.push(`${file}: ${field}: must be the English file's, ${String(english[field])}`)
    }
  }
  const result = entry.schema.safeParse(content)
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => `${file}: ${placeOf(issue.path)}: ${issue.message}`))
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, content: result.data, texts: out.texts, hasFile: hindi !== undefined }
}

/** Each Hindi file under the Hindi folder, by its name (the name of its English file). */
export function hindiFileNames(root: string): string[] {
  const folder = join(root, CONTENT_HINDI_FOLDER)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

/** Every problem of the Hindi folder: each Hindi file checked against its English file and its schema. */
export function checkAllHindi(root: string): string[] {
  return hindiFileNames(root).flatMap((name) => {
    if (!name.endsWith('.json')) return [`${CONTENT_HINDI_FOLDER}/${name}: not a data file (.json)`]
    const result = checkHindiOf(root, name)
    return result.ok ? [] : result.problems
  })
}

/**
 * Each English text of a registry entry (all of a folder's files) with its Hindi, once each: what a page's
 * `content:hi/` module gives it. A text that two places translate differently keeps the first place's Hindi
 * (`conflicts` names them). Throws on a Hindi file with problems (the build has stopped on them already).
 */
export function hindiTextsOf(root: string, entry: ContentFile): { texts: HindiTexts; conflicts: string[] } {
  const byEnglish = new Map<string, string | null>()
  const conflicts: string[] = []
  if (!hasHindi(entry)) return { texts: [], conflicts }
  for (const name of englishFilesOf(root, entry)) {
    const result = checkHindiOf(root, name)
    if (!result.ok)
      throw new Error(result.problems.join('\n') || `${CONTENT_DATA_FOLDER}/${name} does not pass its check`)
    for (const [english, hindi] of result.texts) {
      const known = byEnglish.get(english)
      if (known === undefined || known === null) byEnglish.set(english, hindi ?? known ?? null)
      else if (hindi !== null && hindi !== known)
        conflicts.push(`${name}: "${english}" is "${known}" elsewhere, "${hindi}" here`)
    }
  }
  return { texts: [...byEnglish], conflicts }
}

/** How far an English data file is in Hindi, for the editor's list of what is missing. */
export interface HindiFileStatus {
  /** Its name under the data folder ("about.json", "office-bearers/2024-2025.json"). */
  name: string
  /** Whether it has a Hindi file. */
  hasFile: boolean
  /** Its texts to translate, and how many of them have no Hindi. */
  texts: number
  missing: number
}

/** The Hindi status of each English file of an entry with words; a Hindi file with problems counts as none. */
export function hindiStatusOf(root: string, entry: ContentFile): HindiFileStatus[] {
  if (!hasHindi(entry)) return []
  return englishFilesOf(root, entry).map((name) => {
    const result = checkHindiOf(root, name)
    if (!result.ok) {
      const english = checkHindiOf(root, name, '{}')
      const texts = english.ok ? english.texts.length : 0
      return { name, hasFile: false, texts, missing: texts }
    }
    return {
      name,
      hasFile: result.hasFile,
      texts: result.texts.length,
      missing: result.texts.filter(([, hindi]) => hindi === null).length,
    }
  })
}
