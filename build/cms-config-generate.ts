import { z } from 'zod'
import { CONTENT_DATA_FOLDER } from '../src/content/schemas/data-folder.ts'
import type { EditorFieldMeta } from '../src/content/schemas/editor-meta.ts'
import { CONTENT_FILES, folderOf, type ContentFile } from '../src/content/schemas/index.ts'

/**
 * The content editor's configuration (/admin/config.yml, Decap CMS) made of the content registry
 * (src/content/schemas/index.ts) and the site-level settings (cms/editor-settings.yml): a collection for each file or
 * folder, a field for each key of its schema. The schema says a field's name, whether it is required, a list's
 * minimum, a number's range, an enum's values and Decap's widget where its type says it; the schema's `.meta()` says
 * the rest in the staff's words (src/content/schemas/editor-meta.ts). Pure: the build writes the result
 * (build/decap-plugin.ts).
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

function fieldOf(name: string, schema: JsonSchema, required: boolean): DecapEntry {
  const options = alternatives(schema)
  const widget = widgetOf(schema, options)
  const field: DecapEntry = { name, label: schema.label, label_singular: schema.label_singular, widget }
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

/** The editor's collections, in the registry's order: a file joins the collection of its name, a folder is one. */
function collectionsOf(files: readonly ContentFile[]): DecapEntry[] {
  const collections: DecapEntry[] = []
  const byName = new Map<string, DecapEntry[]>()
  for (const entry of files) {
    const fields = fieldsOf(jsonSchemaOf(entry.schema))
    const folder = folderOf(entry)
    const { name = baseName(entry.name), label, description } = entry.collection
    if (folder !== undefined && 'nameField' in entry) {
      const { label_singular, identifier_field, summary, media_folder, public_folder } = entry.collection
      collections.push(
        withoutUndefined({
          name,
          label,
          label_singular,
          description,
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
          fields,
        }),
      )
      continue
    }
    const file = {
      name: baseName(entry.name),
      label: ('label' in entry ? entry.label : undefined) ?? label,
      file: `${CONTENT_DATA_FOLDER}/${entry.name}`,
      format: 'json',
      fields,
    }
    const existing = byName.get(name)
    if (existing) {
      existing.push(file)
      continue
    }
    const group = [file]
    byName.set(name, group)
    collections.push(withoutUndefined({ name, label, description, delete: false, files: group }))
  }
  return collections
}

/** The whole configuration: the site-level settings, then the collections. */
export function cmsConfig(
  settings: Record<string, unknown>,
  files: readonly ContentFile[] = CONTENT_FILES,
): DecapEntry {
  return { ...settings, collections: collectionsOf(files) }
}
