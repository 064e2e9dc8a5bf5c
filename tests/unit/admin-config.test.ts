import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CMS_CONFIG_FILE, editorSourcesOf, localBackendOrigin } from '../../build/cms-config'
import { parseCmsConfig } from '../../build/cms-config-file'
import { CONTENT_DATA_FOLDER } from '../../src/content/schemas/data-folder'
import { CONTENT_FILES } from '../../src/content/schemas'

/**
 * The content manager's configuration (public/admin/config.yml, issue 37) against the data files it edits and their
 * schemas (src/content/schemas/): a collection for every file, field names that are the files' keys, widgets that
 * write what the schema takes, and nothing written outside src/content/.
 */

interface Field {
  name: string
  label?: string
  widget?: string
  required?: boolean
  fields?: Field[]
  field?: Field
  types?: Field[]
  typeKey?: string
  options?: Array<string | { value: string }>
  pattern?: [string, string]
  media_folder?: string
}
interface Collection {
  name: string
  label: string
  folder?: string
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  media_folder?: string
  fields?: Field[]
  files?: Array<{ name: string; file: string; format?: string; fields: Field[] }>
}
interface CmsConfig {
  local_backend?: boolean | { url?: string; allowed_hosts?: string[] }
  backend: Record<string, unknown>
  media_folder: string
  public_folder: string
  collections: Collection[]
}

const config = parseCmsConfig(readFileSync(CMS_CONFIG_FILE, 'utf8')) as CmsConfig

/** Every data file, relative to the repository (src/content/data/office-bearers/2024-2025.json). */
const dataFiles = (readdirSync(CONTENT_DATA_FOLDER, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(CONTENT_DATA_FOLDER, name).split('\\').join('/'))
  .sort()

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))

/** A JSON Schema, as zod writes one: enough of it to walk objects, arrays and unions. */
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
}

/** The schema a data file (by its path under the data folder) must pass, as JSON Schema. */
function schemaOf(file: string): JsonSchema {
  const name = relative(CONTENT_DATA_FOLDER, file).split('\\').join('/')
  const entry = CONTENT_FILES.find((each) =>
    each.name.endsWith('/*.json') ? name.startsWith(each.name.slice(0, -'*.json'.length)) : each.name === name,
  )
  if (!entry) throw new Error(`${file} has no schema in src/content/schemas/index.ts`)
  return z.toJSONSchema(entry.schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema
}

/** The alternatives of a schema (a union's options, a nullable's value), without `null`. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf
  return options ? options.flatMap(alternatives) : schema.type === 'null' ? [] : [schema]
}

/** What an array's items must be. */
function elementOf(schema: JsonSchema): JsonSchema {
  const all = alternatives(schema).flatMap((each) => [...(each.prefixItems ?? []), ...(each.items ? [each.items] : [])])
  return all.length === 1 ? (all[0] ?? {}) : { anyOf: all }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The JSON type each widget writes. */
const WIDGET_WRITES: Record<string, string> = {
  string: 'string',
  text: 'string',
  image: 'string',
  select: 'string',
  datetime: 'string',
  number: 'number',
  boolean: 'boolean',
  list: 'array',
  object: 'object',
}

/**
 * Holds `fields` to the schema at this level and to the data found there (`values`, each an object), and returns what
 * does not fit. `where` names the place for the messages.
 */
function problemsOf(fields: Field[], schema: JsonSchema, values: unknown[], where: string, typeKey?: string): string[] {
  const problems: string[] = []
  const objects = alternatives(schema)
  const names = new Set(fields.map((field) => field.name))
  // Every key of the data is a field of the editor (else the office could not change it), and every field a key.
  for (const value of values.filter(isRecord)) {
    for (const key of Object.keys(value)) {
      if (!names.has(key) && key !== typeKey) problems.push(`${where}.${key}: in the data, not in the editor`)
    }
  }
  for (const field of fields) {
    const at = `${where}.${field.name}`
    const inSchema = objects.map((object) => object.properties?.[field.name]).filter((each) => each !== undefined)
    if (inSchema.length === 0) {
      problems.push(`${at}: not a key of the schema`)
      continue
    }
    const fieldSchema: JsonSchema = inSchema.length === 1 ? (inSchema[0] ?? {}) : { anyOf: inSchema }
    const schemaRequires = objects.some((object) => object.required?.includes(field.name))
    const editorRequires = field.required !== false
    if (field.widget !== 'hidden' && schemaRequires !== editorRequires) {
      problems.push(`${at}: the schema ${schemaRequires ? 'requires' : 'does not require'} it, the editor not so`)
    }
    const found = values.filter(isRecord).flatMap((value) => (field.name in value ? [value[field.name]] : []))
    problems.push(...valueProblems(field, fieldSchema, found, at))
  }
  return problems
}

/** One field against its schema and the values the data has for it. */
function valueProblems(field: Field, schema: JsonSchema, found: unknown[], at: string): string[] {
  const problems: string[] = []
  const writes = WIDGET_WRITES[field.widget ?? 'string']
  for (const value of found) {
    const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
    if (writes !== undefined && type !== writes && type !== 'null') {
      problems.push(`${at}: the ${field.widget ?? 'string'} widget writes a ${writes}, the data has a ${type}`)
    }
    if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value)) {
      problems.push(`${at}: "${value}" does not match the editor's pattern, so it could not be published again`)
    }
  }
  const allowed = alternatives(schema).flatMap((each) => each.enum ?? [])
  if (field.widget === 'select' && allowed.length > 0) {
    const offered = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
    if ([...offered].sort().join() !== allowed.map(String).sort().join()) {
      problems.push(`${at}: offers ${offered.join(', ')}; the schema takes ${allowed.join(', ')}`)
    }
  }
  if (field.widget === 'object' && field.fields) {
    problems.push(...problemsOf(field.fields, schema, found, at))
  }
  if (field.widget === 'list') {
    const items = found.flatMap((value) => (Array.isArray(value) ? value : []))
    const element = elementOf(schema)
    if (field.fields) problems.push(...problemsOf(field.fields, element, items, `${at}[]`))
    if (field.field) problems.push(...valueProblems(field.field, element, items, `${at}[]`))
    for (const type of field.types ?? []) {
      const key = field.typeKey ?? 'type'
      const options = alternatives(element).filter((option) => option.properties?.[key]?.const === type.name)
      if (options.length === 0) problems.push(`${at}[]: the schema has no ${key} "${type.name}"`)
      const ofType = items.filter((item) => isRecord(item) && item[key] === type.name)
      problems.push(...problemsOf(type.fields ?? [], { anyOf: options }, ofType, `${at}[${type.name}]`, key))
    }
    if (field.types) {
      const kinds = alternatives(element).map((option) => option.properties?.[field.typeKey ?? 'type']?.const)
      const offered = field.types.map((type) => type.name)
      for (const kind of kinds) if (!offered.includes(String(kind))) problems.push(`${at}[]: no editor for "${kind}"`)
    }
  }
  return problems
}

/** Every media folder of the configuration: the global one, the collections' and the fields'. */
function mediaFolders(): string[] {
  const ofFields = (fields: Field[] = []): string[] =>
    fields.flatMap((field) => [
      ...(field.media_folder ? [field.media_folder] : []),
      ...ofFields(field.fields),
      ...ofFields(field.field ? [field.field] : []),
      ...ofFields(field.types),
    ])
  return [
    config.media_folder,
    ...config.collections.flatMap((collection) => [
      ...(collection.media_folder ? [collection.media_folder] : []),
      ...ofFields(collection.fields),
      ...(collection.files ?? []).flatMap((file) => ofFields(file.fields)),
    ]),
  ]
}

/** A path of the configuration as a path of the repository: a leading `/` is the repository's root. */
const fromRoot = (path: string) => path.replace(/^\//, '')

describe('the content manager’s configuration (public/admin/config.yml)', () => {
  it('edits and stores files inside src/content/ only: every file, folder and media folder', () => {
    const paths = [
      ...config.collections.flatMap((collection) => [
        ...(collection.folder ? [collection.folder] : []),
        ...(collection.files ?? []).map((file) => file.file),
      ]),
      ...mediaFolders(),
    ].map(fromRoot)
    expect(paths.length).toBeGreaterThan(config.collections.length)
    for (const path of paths) {
      expect(path, path).toMatch(/^src\/content\/[\w{}./-]+$/)
      expect(path, path).not.toContain('..')
    }
    // Uploads reach the photo pipeline: an original saved at public_folder's place under src/content/photos.
    expect(fromRoot(config.media_folder)).toBe(`src/content/photos${config.public_folder}`)
  })

  it('has a collection for every data file, and every collection’s file exists', () => {
    const byFile = new Set(
      config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file)),
    )
    const folders = config.collections.filter((collection) => collection.folder !== undefined)
    const uncovered = dataFiles.filter(
      (file) =>
        !byFile.has(file) &&
        !folders.some(
          (collection) =>
            file.startsWith(`${collection.folder}/`) &&
            !file.slice((collection.folder ?? '').length + 1).includes('/') &&
            file.endsWith(`.${collection.extension ?? 'md'}`),
        ),
    )
    expect(uncovered).toEqual([])
    for (const file of byFile) expect(dataFiles, file).toContain(file)
  })

  it('keeps every page: no entry can be deleted, and only the year-by-year lists take new entries', () => {
    for (const collection of config.collections) {
      expect(collection.delete, collection.name).toBe(false)
      expect(Boolean(collection.create), collection.name).toBe(collection.folder !== undefined)
      for (const file of collection.files ?? []) expect(file.format ?? collection.format).toBe('json')
      if (collection.folder) expect([collection.extension, collection.format]).toEqual(['json', 'json'])
    }
  })

  it('names the files’ own keys, with widgets that write what their schemas take', () => {
    const problems: string[] = []
    for (const collection of config.collections) {
      for (const file of collection.files ?? []) {
        problems.push(...problemsOf(file.fields, schemaOf(file.file), [readJson(file.file)], file.file))
      }
      if (collection.folder) {
        const files = dataFiles.filter((file) => file.startsWith(`${collection.folder}/`))
        expect(files.length, collection.folder).toBeGreaterThan(0)
        problems.push(
          ...problemsOf(
            collection.fields ?? [],
            schemaOf(files[0] ?? ''),
            files.map(readJson),
            `${collection.folder}/*`,
          ),
        )
      }
    }
    expect(problems).toEqual([])
  })

  it('uses the local backend on this computer only, and keeps no secret', () => {
    const local = config.local_backend
    expect(local === true || typeof local === 'object').toBe(true)
    if (typeof local === 'object') {
      for (const host of local.allowed_hosts ?? []) expect(['localhost', '127.0.0.1']).toContain(host)
    }
    // Decap looks for decap-server there; scripts/cms.mjs binds it to 127.0.0.1.
    expect(new URL(localBackendOrigin(config) ?? 'https://x.invalid').hostname).toMatch(/^(localhost|127\.0\.0\.1)$/)
    // No key of the configuration holds a secret: it is served to every visitor of /admin/.
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keysOf)
        : isRecord(value)
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
          : []
    expect(keysOf(config).filter((key) => /secret|password|token/i.test(key))).toEqual([])
  })

  it('signs in to the live site with GitLab and PKCE, and the editor’s policy lets it reach GitLab only', () => {
    expect(config.backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce' })
    // Placeholders until the web admin sets them (docs/content-editing.md, part B).
    expect(config.backend.repo).toBe('your-group/your-site')
    expect(String(config.backend.app_id)).toMatch(/^replace-with-/)
    expect(editorSourcesOf(config).connect).toEqual(['http://localhost:8081', 'https://gitlab.com'])
  })
})
