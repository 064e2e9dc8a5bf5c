import { z } from 'zod'
import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from '../src/content/schemas/data-folder.ts'
import type { EditorFieldMeta } from '../src/content/schemas/editor-meta.ts'
import { hasWords, type HindiFileStatus, type WordsSchema } from '../src/content/schemas/hindi.ts'
import { CONTENT_FILES, folderOf, type ContentFile } from '../src/content/schemas/index.ts'

/**
 * The content editor's configuration (/admin/config.yml, Decap CMS) made of the content registry
 * (src/content/schemas/index.ts) and the site-level settings (cms/editor-settings.yml): a collection for each file or
 * folder, a field for each key of its schema. The schema says a field's name, whether it is required, a list's
 * minimum, a number's range, an enum's values and Decap's widget where its type says it; the schema's `.meta()` says
 * the rest in the staff's words (src/content/schemas/editor-meta.ts). Pure: the build writes the result
 * (build/decap-plugin.ts).
 *
 * Hindi: each page with words to translate is edited in English and Hindi side by side (Decap's i18n, `single_file`
 * as Decap sees it: the only structure it allows a file collection). The words (`i18n` in the schema's meta) are
 * the Hindi side's own; photos, names, years and links show greyed as the English has them (`duplicate`). On disk the
 * English file stays as it is and the Hindi is a file of its own beside it (src/content/data-hi/): the editor's page
 * joins and splits them (build/cms-config-hindi.ts). Each collection's description says what is not yet in Hindi.
 */

/** A schema as JSON Schema (zod writes the `.meta()` words into it): as much of it as the editor needs. */
type JsonSchema = EditorFieldMeta & {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minItems?: number
  maxItems?: number
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
}

/** A Decap field, or a collection, as the configuration writes it. */
export type DecapEntry = Record<string, unknown>

/** The `.meta()` words Decap takes as they are. */
const COPIED = [
  'label_singular',
  'hint',
  'summary',
  'collapsed',
  'add_to_top',
  'choose_url',
  'media_folder',
  'public_folder',
  'default',
  'date_format',
  'time_format',
] as const

/** What a value may be: a union's options, a nullable's value (never `null`: the editor leaves the field out). */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf
  return options ? options.flatMap(alternatives) : schema.type === 'null' ? [] : [schema]
}

/** Decap's widget: the meta's, else the one that writes the schema's type. */
function widgetOf(schema: JsonSchema, options: JsonSchema[]): string {
  if (schema.widget) return schema.widget
  const [first] = options
  if (options.length !== 1 || !first) return 'string'
  if (first.enum) return 'select'
  if (first.type === 'array') return 'list'
  if (first.type === 'integer') return 'number'
  return first.type === 'object' || first.type === 'boolean' || first.type === 'number' ? first.type : 'string'
}

/** A bound of a number that the schema sets itself (not zod's "any safe integer"). */
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined

/** Decap's i18n of a field: its own words in Hindi, or the English value shown greyed on the Hindi side. */
const i18nOf = (schema: JsonSchema) => (hasWords(schema as WordsSchema) ? true : 'duplicate')

/**
 * The same for a field of `widget`: Decap 3.19's configuration check takes only true or false for a list or an
 * object, so one without words has none (the English side only; the Hindi page shows the English value, as it does
 * for every value the Hindi file does not give).
 */
const fieldI18nOf = (schema: JsonSchema, widget: unknown) => {
  const i18n = i18nOf(schema)
  return i18n === 'duplicate' && (widget === 'list' || widget === 'object') ? undefined : i18n
}

function fieldOf(name: string, schema: JsonSchema, required: boolean): DecapEntry {
  const options = alternatives(schema)
  const widget = widgetOf(schema, options)
  const field: DecapEntry = {
    name,
    label: schema.label,
    label_singular: schema.label_singular,
    widget,
    i18n: fieldI18nOf(schema, widget),
  }
  if (!required) field.required = false
  for (const key of COPIED) field[key] = schema[key]
  // The meta's pattern is the editor's ([pattern, message]); a plain string is the schema's own regex.
  if (Array.isArray(schema.pattern)) field.pattern = schema.pattern
  if (widget === 'datetime') field.format = schema.format
  if (schema.options) field.options = Object.entries(schema.options).map(([value, label]) => ({ label, value }))
  const [only = {}] = options
  if (widget === 'object') field.fields = fieldsOf(only)
  if (widget === 'list') Object.assign(field, listOf(only))
  if (widget === 'number') {
    if (only.type === 'integer') field.value_type = 'int'
    const exclusive = bound(only.exclusiveMinimum)
    field.min = bound(only.minimum) ?? (exclusive === undefined ? undefined : exclusive + 1)
    field.max = bound(only.maximum)
  }
  return withoutUndefined(field)
}

/** The fields of an object, in the schema's order; `skip` is a union's discriminator, which Decap writes itself. */
function fieldsOf(schema: JsonSchema, skip?: string): DecapEntry[] {
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => key !== skip)
    .map(([key, value]) => fieldOf(key, value, schema.required?.includes(key) ?? false))
}

/** A list: of objects (`fields`), of objects of several kinds (`types`), or of plain values (`field`). */
function listOf(schema: JsonSchema): DecapEntry {
  const element = schema.items ?? schema.prefixItems?.[0] ?? {}
  const list: DecapEntry = { min: schema.minItems, max: schema.maxItems }
  const kinds = alternatives(element)
  const [first] = kinds
  if (kinds.length > 1 && first) {
    const typeKey = Object.keys(first.properties ?? {}).find((key) =>
      kinds.every((kind) => kind.properties?.[key]?.const !== undefined),
    )
    if (typeKey === undefined) throw new Error('a list of several kinds of item needs a field that names the kind')
    list.typeKey = typeKey
    list.types = kinds.map((kind) => ({
      name: kind.properties?.[typeKey]?.const,
      label: kind.label,
      widget: 'object',
      i18n: fieldI18nOf(kind, 'object'),
      fields: fieldsOf(kind, typeKey),
    }))
  } else if (first?.type === 'object') {
    list.fields = fieldsOf(first)
  } else {
    list.field = fieldOf(element.name ?? 'item', element, true)
  }
  return list
}

function withoutUndefined(entry: DecapEntry): DecapEntry {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined))
}

/** A file's schema as JSON Schema, with its `.meta()` words: what the generator reads. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // Input: what the file holds, which the editor writes. Refinements have no JSON Schema, and need none here.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** "home" of "home.json", "office-bearers" of "office-bearers/*.json". */
const baseName = (name: string) => name.replace(/(\/\*)?\.json$/, '')

/** Fields without their `i18n`, for a page with no words to translate (nothing of it is edited in Hindi). */
function withoutI18n(fields: DecapEntry[]): DecapEntry[] {
  return fields.map(({ i18n: _i18n, ...field }) =>
    withoutUndefined({
      ...field,
      fields: Array.isArray(field.fields) ? withoutI18n(field.fields as DecapEntry[]) : undefined,
      field: field.field ? withoutI18n([field.field as DecapEntry])[0] : undefined,
      types: Array.isArray(field.types) ? withoutI18n(field.types as DecapEntry[]) : undefined,
    }),
  )
}

/** How far each English file of a registry entry is in Hindi (build/cms-config-file.ts reads it from the files). */
type HindiStatus = ReadonlyMap<string, readonly HindiFileStatus[]>

/** One file's Hindi in words, for the staff: "every text is in Hindi", "3 of 23 texts not yet in Hindi". */
function statusInWords({ hasFile, texts, missing }: HindiFileStatus): string {
  if (!hasFile) return 'not yet in Hindi (its Hindi page shows the English)'
  if (missing === 0) return 'every text is in Hindi'
  return `${missing} of ${texts} texts not yet in Hindi (its Hindi page shows their English)`
}

/** The description's line on the Hindi of a collection's files (by their title in the collection), or undefined. */
function hindiLine(files: ReadonlyArray<{ title: string; status: readonly HindiFileStatus[] }>): string | undefined {
  const parts = files.flatMap(({ title, status }) =>
    status.map((file) => {
      // A year of a folder by its file's name (2024-2025), a file of a collection of several by its title.
      const year = file.name.includes('/') ? file.name.slice(file.name.lastIndexOf('/') + 1, -'.json'.length) : ''
      const who = year || (files.length > 1 ? title : '')
      return who ? `${who}: ${statusInWords(file)}` : statusInWords(file)
    }),
  )
  if (parts.length === 0) return undefined
  return `Hindi: ${parts.join('; ')}. The Hindi is written in the right-hand column ("Writing in HI").`
}

const joinLines = (...lines: Array<string | undefined>) => lines.filter(Boolean).join(' ') || undefined

/** The editor's collections, in the registry's order: a file joins the collection of its name, a folder is one. */
function collectionsOf(files: readonly ContentFile[], hindi?: HindiStatus): DecapEntry[] {
  const collections: DecapEntry[] = []
  const byName = new Map<string, DecapEntry[]>()
  const statusByName = new Map<string, Array<{ title: string; status: readonly HindiFileStatus[] }>>()
  for (const entry of files) {
    const schema = jsonSchemaOf(entry.schema)
    const words = hasWords(schema as WordsSchema)
    const fields = words ? fieldsOf(schema) : withoutI18n(fieldsOf(schema))
    const folder = folderOf(entry)
    const { name = baseName(entry.name), label, description } = entry.collection
    const status = hindi?.get(entry.name) ?? []
    if (folder !== undefined && 'nameField' in entry) {
      const { label_singular, identifier_field, summary, media_folder, public_folder } = entry.collection
      collections.push(
        withoutUndefined({
          name,
          label,
          label_singular,
          description: joinLines(description, hindiLine([{ title: label, status }])),
          folder: `${CONTENT_DATA_FOLDER}/${folder.slice(0, -1)}`,
          extension: 'json',
          format: 'json',
          // The staff add a year; no page or year is ever deleted from the editor.
          create: true,
          delete: false,
          slug: `{{fields.${entry.nameField}}}`,
          identifier_field: identifier_field ?? entry.nameField,
          summary,
          sortable_fields: [entry.nameField],
          media_folder,
          public_folder,
          i18n: words || undefined,
          fields,
        }),
      )
      continue
    }
    const file = withoutUndefined({
      name: baseName(entry.name),
      label: ('label' in entry ? entry.label : undefined) ?? label,
      file: `${CONTENT_DATA_FOLDER}/${entry.name}`,
      format: 'json',
      i18n: words || undefined,
      fields,
    })
    const existing = byName.get(name)
    const statuses = statusByName.get(name)
    if (existing && statuses) {
      existing.push(file)
      statuses.push({ title: String(file.label), status })
      const collection = collections.find((each) => each.name === name)
      if (collection) {
        if (words) collection.i18n = true
        collection.description = joinLines(description, hindiLine(statuses))
      }
      continue
    }
    const group = [file]
    const groupStatus = [{ title: String(file.label), status }]
    byName.set(name, group)
    statusByName.set(name, groupStatus)
    collections.push(
      withoutUndefined({
        name,
        label,
        description: joinLines(description, hindiLine(groupStatus)),
        delete: false,
        i18n: words || undefined,
        files: group,
      }),
    )
  }
  return collections
}

/**
 * The Hindi files' folder, for the local editor's server (scripts/decap-server-loopback.mjs writes only the places
 * of the configuration) and nothing else: hidden from the staff, who edit each page's Hindi beside its English.
 */
const HINDI_FILES_COLLECTION: DecapEntry = {
  name: 'hindi-files',
  label: 'Hindi files (edited beside each page)',
  hide: true,
  folder: CONTENT_HINDI_FOLDER,
  extension: 'json',
  format: 'json',
  create: false,
  delete: false,
  // A string field named title, from which Decap takes an entry's title (a hidden one leaves it none, and it says so).
  fields: [{ name: 'title', label: 'Title', widget: 'string', required: false }],
}

/** Decap's i18n: English and Hindi, the English checked and required (src/content/schemas/hindi.ts). */
const EDITOR_I18N = { structure: 'single_file', locales: ['en', 'hi'], default_locale: 'en' } as const

/**
 * The whole configuration: the site-level settings, Decap's i18n, then the collections, each with what of it is not
 * yet in Hindi when `hindi` says it (build/cms-config-file.ts reads it from the files).
 */
export function cmsConfig(
  settings: Record<string, unknown>,
  files: readonly ContentFile[] = CONTENT_FILES,
  hindi?: HindiStatus,
): DecapEntry {
  const collections = collectionsOf(files, hindi)
  const anyHindi = collections.some((collection) => collection.i18n === true)
  return anyHindi
    ? { ...settings, i18n: EDITOR_I18N, collections: [...collections, HINDI_FILES_COLLECTION] }
    : { ...settings, collections }
}
