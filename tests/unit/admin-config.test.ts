import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { editorSourcesOf, localBackendOrigin } from '../../build/cms-config'
import { cmsConfigYaml, readEditorSettings } from '../../build/cms-config-file'
import { cmsConfig } from '../../build/cms-config-generate'
import { CONTENT_MODULES_FILE, contentModulesDeclaration } from '../../build/content-check-plugin'
import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from '../../src/content/schemas/data-folder'
import { homeFile } from '../../src/content/schemas/pages'
import type { ContentFile } from '../../src/content/schemas'

/**
 * The content manager's configuration (/admin/config.yml), as the build generates it from the registry and
 * the schemas' words (build/cms-config-generate.ts), against the data files it edits: a collection for every file, a
 * field for every key, widgets and patterns that take the data the files hold, and nothing written outside
 * src/content/.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const settings = readEditorSettings(ROOT)
const config = cmsConfig(settings)

interface Field {
  name: string
  label?: string
  widget: string
  fields?: Field[]
  field?: Field
  types?: Field[]
  typeKey?: string
  options?: Array<{ label: string; value: string }>
  pattern?: [string, string]
  media_folder?: string
  i18n?: true | 'duplicate'
}
interface Collection {
  name: string
  folder?: string
  create?: boolean
  delete?: boolean
  /** The Hindi files' folder: for the local editor's server only (build/cms-config-generate.ts). */
  hide?: boolean
  media_folder?: string
  fields?: Field[]
  files?: Array<{ name: string; file: string; fields: Field[] }>
}
const collections = config.collections as Collection[]

/** Every data file, relative to the repository (src/content/data/office-bearers/2024-2025.json). */
const dataFiles = (readdirSync(CONTENT_DATA_FOLDER, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(CONTENT_DATA_FOLDER, name).split('\\').join('/'))
  .sort()

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
/** A data file's Hindi file (src/content/data-hi/), when it has one. */
const hindiOf = (file: string): unknown[] => {
  const hindi = `${CONTENT_HINDI_FOLDER}${file.slice(CONTENT_DATA_FOLDER.length)}`
  return existsSync(hindi) ? [readJson(hindi)] : []
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
  hidden: 'number',
}

/** What in `values` (each an object of the data) the editor could not show or publish again through `fields`. */
function problemsOf(fields: Field[], values: unknown[], where: string, typeKey?: string): string[] {
  const names = new Set(fields.map((field) => field.name))
  const problems = values
    .filter(isRecord)
    .flatMap((value) => Object.keys(value).filter((key) => !names.has(key) && key !== typeKey))
    .map((key) => `${where}.${key}: in the data, not in the editor`)
  for (const field of fields) {
    const found = values.filter(isRecord).flatMap((value) => (field.name in value ? [value[field.name]] : []))
    problems.push(...valueProblems(field, found, `${where}.${field.name}`))
  }
  return problems
}

function valueProblems(field: Field, found: unknown[], at: string): string[] {
  const problems: string[] = []
  if (field.widget !== 'hidden' && !field.label) problems.push(`${at}: no label`)
  for (const value of found) {
    const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
    if (type !== WIDGET_WRITES[field.widget] && type !== 'null') problems.push(`${at}: ${field.widget} widget, ${type}`)
    if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value)) {
      problems.push(`${at}: "${value}" does not match the editor's pattern, so it could not be published again`)
    }
    if (field.options && !field.options.some((option) => option.value === value)) {
      problems.push(`${at}: "${String(value)}" is not among the editor's choices`)
    }
  }
  if (field.fields) problems.push(...problemsOf(field.fields, found, at))
  const items = found.flatMap((value) => (Array.isArray(value) ? value : []))
  if (field.widget === 'list' && field.fields) problems.push(...problemsOf(field.fields, items, `${at}[]`))
  if (field.field) problems.push(...valueProblems(field.field, items, `${at}[]`))
  for (const type of field.types ?? []) {
    const ofType = items.filter((item) => isRecord(item) && item[field.typeKey ?? 'type'] === type.name)
    problems.push(...problemsOf(type.fields ?? [], ofType, `${at}[${type.name}]`, field.typeKey))
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
    String(settings.media_folder),
    ...collections.flatMap((collection) => [
      ...(collection.media_folder ? [collection.media_folder] : []),
      ...ofFields(collection.fields),
      ...(collection.files ?? []).flatMap((file) => ofFields(file.fields)),
    ]),
  ]
}

/** A path of the configuration as a path of the repository: a leading `/` is the repository's root. */
const fromRoot = (path: string) => path.replace(/^\//, '')

describe('the content manager’s configuration (generated as /admin/config.yml)', () => {
  it('edits and stores files inside src/content/ only: every file, folder and media folder', () => {
    const paths = [
      ...collections.flatMap((collection) => [
        ...(collection.folder ? [collection.folder] : []),
        ...(collection.files ?? []).map((file) => file.file),
      ]),
      ...mediaFolders(),
    ].map(fromRoot)
    expect(paths.length).toBeGreaterThan(collections.length)
    for (const path of paths) {
      expect(path, path).toMatch(/^src\/content\/[\w{}./-]+$/)
      expect(path, path).not.toContain('..')
    }
    // Uploads reach the photo pipeline: an original saved at public_folder's place under src/content/photos.
    expect(fromRoot(String(settings.media_folder))).toBe(`src/content/photos${String(settings.public_folder)}`)
  })

  it('has a collection for every data file, and every collection’s file exists', () => {
    const byFile = new Set(collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file)))
    const folders = collections.flatMap((collection) => (collection.folder ? [`${collection.folder}/`] : []))
    const uncovered = dataFiles.filter(
      (file) => !byFile.has(file) && !folders.some((folder) => file.startsWith(folder)),
    )
    expect(uncovered).toEqual([])
    for (const file of byFile) expect(dataFiles, file).toContain(file)
  })

  it('keeps every page: no entry can be deleted, and only the year-by-year lists take new entries', () => {
    for (const collection of collections) {
      expect(collection.delete, collection.name).toBe(false)
      expect(Boolean(collection.create), collection.name).toBe(collection.folder !== undefined && !collection.hide)
    }
  })

  it('shows every key of every data file, with a label, a widget that writes its type, and a pattern it passes', () => {
    const problems: string[] = []
    // A Hindi file has its English file's fields: the editor shows its keys the same way.
    for (const collection of collections.filter((each) => !each.hide)) {
      for (const file of collection.files ?? []) {
        problems.push(...problemsOf(file.fields, [readJson(file.file), ...hindiOf(file.file)], file.file))
      }
      if (collection.folder) {
        const files = dataFiles.filter((file) => file.startsWith(`${collection.folder}/`))
        expect(files.length, collection.folder).toBeGreaterThan(0)
        const values = files.flatMap((file) => [readJson(file), ...hindiOf(file)])
        problems.push(...problemsOf(collection.fields ?? [], values, `${collection.folder}/*`))
      }
    }
    expect(problems).toEqual([])
  })

  it('takes a field’s words from its schema’s .meta(): a new label shows in the editor', () => {
    const schema = homeFile.extend({
      welcomeHeadingPrefix: z.string().meta({ label: 'Greeting', hint: 'Before the name.', widget: 'text' }),
    })
    const [home] = collectionsOf({ name: 'home.json', schema, collection: { label: 'Home' } })
    expect(home?.files?.[0]?.fields[0]).toEqual({
      name: 'welcomeHeadingPrefix',
      label: 'Greeting',
      widget: 'text',
      hint: 'Before the name.',
      // Not marked as words in this schema: the same on the Hindi side (the page's other fields are words).
      i18n: 'duplicate',
    })
  })

  it('derives from the schema what it says itself: required, a list’s minimum, a number’s range, the choices', () => {
    const schema = z.object({
      kind: z.enum(['a', 'b']).meta({ label: 'Kind', options: { a: 'A', b: 'B' } }),
      count: z.int().min(2).max(9).optional().meta({ label: 'Count' }),
      names: z
        .array(z.string().meta({ name: 'name', label: 'Name' }))
        .min(1)
        .meta({ label: 'Names' }),
    })
    const [collection] = collectionsOf({ name: 'x.json', schema, collection: { label: 'X' } })
    expect(collection?.files?.[0]?.fields).toEqual([
      {
        name: 'kind',
        label: 'Kind',
        widget: 'select',
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
      { name: 'count', label: 'Count', widget: 'number', required: false, value_type: 'int', min: 2, max: 9 },
      {
        name: 'names',
        label: 'Names',
        widget: 'list',
        min: 1,
        field: { name: 'name', label: 'Name', widget: 'string' },
      },
    ])
  })

  it('is what the build serves, settings first, and the pages’ content types follow the registry', () => {
    expect(cmsConfigYaml(ROOT)).toContain('backend:')
    expect(readFileSync(join(ROOT, CONTENT_MODULES_FILE), 'utf8')).toBe(contentModulesDeclaration())
  })

  it('uses the local backend on this computer only, and keeps no secret', () => {
    const local = settings.local_backend
    expect(local === true || isRecord(local)).toBe(true)
    if (isRecord(local) && Array.isArray(local.allowed_hosts)) {
      for (const host of local.allowed_hosts) expect(['localhost', '127.0.0.1']).toContain(host)
    }
    // Decap looks for decap-server there; scripts/cms.mjs binds it to 127.0.0.1.
    expect(new URL(localBackendOrigin(settings) ?? 'https://x.invalid').hostname).toMatch(/^(localhost|127\.0\.0\.1)$/)
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
    expect(settings.backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce' })
    // Placeholders until the web admin sets them (docs/content-editing.md, part B).
    expect(settings.backend).toMatchObject({
      repo: 'your-group/your-site',
      app_id: expect.stringMatching(/^replace-with-/),
    })
    expect(editorSourcesOf(settings).connect).toEqual(['http://localhost:8081', 'https://gitlab.com'])
  })
})

/** The collections of one made-up registry entry, as the configuration lists them. */
function collectionsOf(entry: ContentFile): Collection[] {
  return cmsConfig({}, [entry]).collections as Collection[]
}
