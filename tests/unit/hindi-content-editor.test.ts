import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cmsConfigOf, readEditorSettings } from '../../build/cms-config-file'
import { cmsConfig } from '../../build/cms-config-generate'
import { hindiFilesScript, hindiPlacesOf } from '../../build/cms-config-hindi'
import { editorPage } from '../../build/decap-plugin'
import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from '../../src/content/schemas/data-folder'
import { CONTENT_FILES } from '../../src/content/schemas'

/**
 * The content editor in Hindi (build/cms-config-generate.ts, build/cms-config-hindi.ts): each page with words is
 * edited in English and Hindi side by side, its words in Hindi and its photos, names and years as the English has
 * them; the editor's page keeps the English file as it is and the Hindi in its own file; each collection says what
 * is not yet in Hindi. Decap itself runs in the browser tests (tests/e2e-cms/), not here.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const config = cmsConfigOf(ROOT)

interface Field {
  name: string
  widget: string
  i18n?: true | 'duplicate'
  fields?: Field[]
  field?: Field
  types?: Field[]
}
interface Collection {
  name: string
  description?: string
  folder?: string
  hide?: boolean
  i18n?: true
  fields?: Field[]
  files?: Array<{ name: string; file: string; i18n?: true; fields: Field[] }>
}
const collections = config.collections as Collection[]
const collection = (name: string) => collections.find((each) => each.name === name)
const field = (fields: Field[] | undefined, name: string) => fields?.find((each) => each.name === name)

/** Every field at any depth, with its path. */
function allFields(fields: Field[] = [], at = ''): Array<[string, Field]> {
  return fields.flatMap((each) => [
    [`${at}${each.name}`, each] as [string, Field],
    ...allFields(each.fields, `${at}${each.name}.`),
    ...allFields(each.field ? [each.field] : [], `${at}${each.name}.`),
    ...allFields(each.types, `${at}${each.name}.`),
  ])
}

describe('the editor’s configuration in Hindi', () => {
  it('edits English and Hindi side by side, English first and checked', () => {
    expect(config.i18n).toEqual({ structure: 'single_file', locales: ['en', 'hi'], default_locale: 'en' })
  })

  it('offers a page’s words in Hindi, and its photos, names and years greyed as the English has them', () => {
    const rules = collection('rules-regulations')?.files?.[0]
    expect(rules?.i18n).toBe(true)
    const sections = field(rules?.fields, 'sections')
    expect(sections?.i18n).toBe(true)
    expect(field(sections?.fields, 'heading')?.i18n).toBe(true)
    const blocks = field(sections?.fields, 'blocks')
    const list = blocks?.types?.find((type) => type.name === 'list')
    expect(list?.i18n).toBe(true)
    expect(field(list?.fields, 'items')?.field?.i18n).toBe(true)
    expect(field(list?.fields, 'ordered')?.i18n).toBe('duplicate')

    const bearers = field(collection('office-bearers')?.fields, 'bearers')
    expect(collection('office-bearers')?.i18n).toBe(true)
    expect(field(collection('office-bearers')?.fields, 'year')?.i18n).toBe('duplicate')
    expect(bearers?.fields?.map((each) => [each.name, each.i18n])).toEqual([
      ['photo', 'duplicate'],
      ['name', 'duplicate'],
      ['post', true],
    ])
    const about = collection('about')?.files?.[0]
    const photo = field(about?.fields, 'photo')
    expect(photo?.i18n).toBe(true)
    expect(photo?.fields?.map((each) => [each.name, each.i18n])).toEqual([
      ['src', 'duplicate'],
      ['alt', true],
      ['caption', true],
      ['width', 'duplicate'],
      ['height', 'duplicate'],
    ])
  })

  it('marks every field of a page edited in Hindi, and none of a page with nothing to translate', () => {
    for (const each of collections.filter((item) => !item.hide)) {
      const pages = [
        ...(each.files ?? []),
        ...(each.folder ? [{ file: each.folder, i18n: each.i18n, fields: each.fields ?? [] }] : []),
      ]
      for (const page of pages) {
        // A list or an object without words has no i18n at all: Decap 3.19 takes only true or false there.
        const whole = (item: { widget?: unknown }) => item.widget === 'list' || item.widget === 'object'
        const unmarked = allFields(page.fields).filter(
          ([, item]) => (page.i18n === true) !== (item.i18n !== undefined) && !(whole(item) && item.i18n === undefined),
        )
        expect(
          unmarked.map(([path]) => path),
          page.file,
        ).toEqual([])
        const refused = allFields(page.fields).filter(([, item]) => whole(item) && typeof item.i18n === 'string')
        expect(
          refused.map(([path]) => path),
          page.file,
        ).toEqual([])
      }
    }
    expect(collection('principals')?.files?.[0]?.i18n).toBeUndefined()
    expect(collection('magazines')?.i18n).toBeUndefined()
  })

  it('lists the Hindi files’ folder for the local editor’s server only, hidden from the staff', () => {
    const hidden = collections.filter((each) => each.hide)
    expect(hidden.map((each) => each.folder)).toEqual([CONTENT_HINDI_FOLDER])
  })

  it('says in each collection what is not yet in Hindi', () => {
    expect(collection('about')?.description).toMatch(/^Hindi: every text is in Hindi\./)
    expect(collection('office-bearers')?.description).toContain('2024-2025: every text is in Hindi')
    expect(collection('principals')?.description).not.toContain('Hindi')
    const status = new Map([
      ['about.json', [{ name: 'about.json', hasFile: true, texts: 11, missing: 3 }]],
      ['school.json', [{ name: 'school.json', hasFile: false, texts: 5, missing: 5 }]],
      ['contact.json', [{ name: 'contact.json', hasFile: true, texts: 2, missing: 0 }]],
    ])
    const made = cmsConfig(readEditorSettings(ROOT), CONTENT_FILES, status).collections as Collection[]
    expect(made.find((each) => each.name === 'about')?.description).toBe(
      'Hindi: 3 of 11 texts not yet in Hindi (its Hindi page shows their English). The Hindi is written in the right-hand column ("Writing in HI").',
    )
    expect(made.find((each) => each.name === 'contact')?.description).toContain(
      'Hindi: Address, phones, e-mails and links: not yet in Hindi (its Hindi page shows the English); Contact Us page: every text is in Hindi.',
    )
  })
})

/** A backend of files in memory, as Decap's backends answer (GitLab, decap-server …), recording what it is asked. */
function memoryBackend(files: Map<string, string>) {
  const asked: string[] = []
  const persisted: Array<Array<{ path: string; slug?: string; raw: string; newPath?: string }>> = []
  const entryOf = (path: string) => ({ file: { path, id: `id-${path}` }, data: files.get(path) ?? '' })
  const backend = {
    name: 'memory',
    getEntry(path: string) {
      asked.push(`getEntry ${path}`)
      return files.has(path) ? Promise.resolve(entryOf(path)) : Promise.reject(new Error(`404 ${path}`))
    },
    entriesByFiles(list: Array<{ path: string }>) {
      asked.push(`entriesByFiles ${list.map((file) => file.path).join(',')}`)
      return Promise.resolve(list.map((file) => entryOf(file.path)))
    },
    entriesByFolder(folder: string, _extension: string, depth: number) {
      asked.push(`entriesByFolder ${folder} ${depth}`)
      const inside = [...files.keys()].filter(
        (path) => path.startsWith(`${folder}/`) && path.slice(folder.length + 1).split('/').length <= depth,
      )
      return Promise.resolve(inside.map(entryOf))
    },
    persistEntry(entry: { dataFiles: Array<{ path: string; slug?: string; raw: string; newPath?: string }> }) {
      persisted.push(entry.dataFiles)
      for (const file of entry.dataFiles) files.set(file.path, file.raw)
      return Promise.resolve()
    },
    unpublishedEntry() {
      return Promise.resolve({
        slug: 'about',
        diffs: [
          { path: `${CONTENT_HINDI_FOLDER}/about.json`, id: 'draft-hi', newFile: false },
          { path: 'src/content/photos/images/static/x.jpg', id: 'photo', newFile: true },
        ],
      })
    },
    unpublishedEntryDataFile(_collection: string, _slug: string, path: string, id: string) {
      asked.push(`draft ${path} ${id}`)
      return Promise.resolve(id === 'draft-hi' ? '{"intro":["मसौदा"]}' : (files.get(path) ?? ''))
    },
  }
  return { backend, asked, persisted }
}

/** The editor's page's script, run with a Decap of its own: the wrapped backend, and whether Decap was started. */
function runScript(files: Map<string, string>) {
  const listeners: Array<() => void> = []
  const registered: Record<string, { init: (...args: unknown[]) => unknown }> = {}
  const memory = memoryBackend(files)
  registered.proxy = { init: () => memory.backend }
  let started = 0
  const window: Record<string, unknown> = {
    CMS: { getBackend: (name: string) => registered[name], init: () => (started += 1) },
  }
  const document = { addEventListener: (_event: string, listener: () => void) => listeners.push(listener) }
  // The script as the editor's page runs it, with this test's window and document.
  new Function('window', 'document', hindiFilesScript(config))(window, document)
  expect(window.CMS_MANUAL_INIT).toBe(true)
  expect(started).toBe(0)
  for (const listener of listeners) listener()
  expect(started).toBe(1)
  const backend = registered.proxy.init() as typeof memory.backend
  return { ...memory, backend, underneath: memory.backend }
}

const data = (name: string) => `${CONTENT_DATA_FOLDER}/${name}`
const hindi = (name: string) => `${CONTENT_HINDI_FOLDER}/${name}`
const pretty = (value: unknown) => JSON.stringify(value, null, 2)

describe('the editor’s page with the Hindi files', () => {
  const ABOUT_EN = { intro: ['Welcome.'], sections: [] }
  const ABOUT_HI = { intro: ['स्वागत है।'], sections: [] }
  const YEAR_EN = { year: '2099-2100', bearers: [{ photo: '/p.svg', name: 'A B', post: 'Head Boy' }] }

  const startingFiles = () =>
    new Map([
      [data('about.json'), pretty(ABOUT_EN)],
      [hindi('about.json'), pretty(ABOUT_HI)],
      [data('principals.json'), '{"principals":[]}'],
      [data('office-bearers/2099-2100.json'), pretty(YEAR_EN)],
    ])

  it('is loaded before Decap’s script, from the editor’s own folder', () => {
    expect(editorPage('default-src x')).toMatch(
      /<script src="hindi-files.js"><\/script>\s*<script src="decap\/decap-cms.js">/,
    )
    expect(hindiPlacesOf(config).files).toContain(data('about.json'))
    expect(hindiPlacesOf(config).files).not.toContain(data('principals.json'))
    expect(hindiPlacesOf(config).folders).toContain(data('office-bearers'))
  })

  it('gives Decap a page’s English and Hindi as one, and a page without Hindi as it is', async () => {
    const { backend, asked } = runScript(startingFiles())
    const about = await backend.getEntry(data('about.json'))
    expect(JSON.parse(about.data)).toEqual({ en: ABOUT_EN, hi: ABOUT_HI })
    const year = await backend.entriesByFolder(data('office-bearers'), 'json', 1)
    expect(year.map((entry) => JSON.parse(entry.data))).toEqual([{ en: YEAR_EN }])
    const principals = await backend.getEntry(data('principals.json'))
    expect(principals.data).toBe('{"principals":[]}')
    // It learnt which Hindi files there are from their folder: no request for one that is not there.
    expect(asked.filter((call) => call.includes(CONTENT_HINDI_FOLDER) && call.startsWith('getEntry'))).toEqual([])
  })

  it('writes the English file as Decap writes it without Hindi, and the Hindi beside it, in one commit', async () => {
    const files = startingFiles()
    const { backend, persisted } = runScript(files)
    const edited = { en: { ...ABOUT_EN, intro: ['Welcome!'] }, hi: { ...ABOUT_HI, intro: ['आपका स्वागत है!'] } }
    await backend.persistEntry({ dataFiles: [{ path: data('about.json'), slug: 'about', raw: pretty(edited) }] })
    expect(persisted.at(-1)?.map((file) => file.path)).toEqual([data('about.json'), hindi('about.json')])
    expect(files.get(data('about.json'))).toBe(pretty(edited.en))
    expect(files.get(hindi('about.json'))).toBe(pretty(edited.hi))
  })

  it('answers a page not there as the backend does (no data), so that Decap can give a new year its name', async () => {
    const { backend, underneath } = runScript(startingFiles())
    // decap-server answers a file that is not there with `data: null`; Decap asks for the new year's address until
    // one answers so, and joined with its Hindi it read as a page: Publish went on for ever.
    underneath.getEntry = (path: string) =>
      Promise.resolve({ file: { path, id: `id-${path}` }, data: null as unknown as string })
    expect((await backend.getEntry(data('office-bearers/2098-2099.json'))).data).toBeNull()
  })

  it('makes no Hindi file for a new year whose Hindi holds only what Decap copied from the English', async () => {
    const files = startingFiles()
    const { backend, persisted } = runScript(files)
    const copied = { en: YEAR_EN, hi: { year: YEAR_EN.year, bearers: [] } }
    await backend.persistEntry({
      dataFiles: [{ path: data('office-bearers/2099-2100.json'), slug: '2099-2100', raw: pretty(copied) }],
    })
    expect(persisted.at(-1)?.map((file) => file.path)).toEqual([data('office-bearers/2099-2100.json')])
    const translated = { en: YEAR_EN, hi: { year: YEAR_EN.year, bearers: [{ post: 'हेड बॉय' }] } }
    await backend.persistEntry({
      dataFiles: [{ path: data('office-bearers/2099-2100.json'), slug: '2099-2100', raw: pretty(translated) }],
    })
    expect(files.get(hindi('office-bearers/2099-2100.json'))).toBe(pretty(translated.hi))
  })

  it('leaves every other file as it is', async () => {
    const { backend, persisted } = runScript(startingFiles())
    const other = { path: data('principals.json'), slug: 'principals', raw: '{"principals":[1]}' }
    await backend.persistEntry({ dataFiles: [other] })
    expect(persisted.at(-1)).toEqual([other])
  })

  it('reads a draft of the editorial workflow with its Hindi, never the Hindi file as an entry of its own', async () => {
    const { backend } = runScript(startingFiles())
    const draft = (await backend.unpublishedEntry()) as { diffs: Array<{ path: string; id: string }> }
    expect(draft.diffs.map((diff) => diff.path)).toEqual(['src/content/photos/images/static/x.jpg', data('about.json')])
    const raw = await backend.unpublishedEntryDataFile('about', 'about', data('about.json'), '')
    expect(JSON.parse(raw)).toEqual({ en: ABOUT_EN, hi: { intro: ['मसौदा'] } })
  })
})

it('the Hindi files are written as Decap writes them, so that publishing a page changes none that it did not edit', () => {
  for (const name of ['about.json', 'office-bearers/2024-2025.json']) {
    const text = readFileSync(join(ROOT, CONTENT_HINDI_FOLDER, name), 'utf8')
    expect(text, name).toBe(pretty(JSON.parse(text)))
  }
})
