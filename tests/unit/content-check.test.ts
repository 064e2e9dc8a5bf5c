import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer } from 'vite'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { checkAllContent, checkContentFile } from '../../build/content-check'
import { contentCheckPlugin } from '../../build/content-check-plugin'
import { RULE_NUMBERS, withRuleNumbers } from '../../src/content/rule-numbers'
import { CONTENT_DATA_FOLDER } from '../../src/content/schemas/data-folder'

const ROOT = process.cwd()

/** A copy of the data folder in a project of its own, to break without touching the site's. */
let project: string
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'content-check-'))
  cpSync(join(ROOT, CONTENT_DATA_FOLDER), join(project, CONTENT_DATA_FOLDER), { recursive: true })
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

function edit(name: string, change: (content: Record<string, unknown>) => void): string {
  const path = join(project, CONTENT_DATA_FOLDER, name)
  const content = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  change(content)
  writeFileSync(path, JSON.stringify(content, null, 2))
  return path
}

describe('the content data files', () => {
  test('every file of the site passes its schema, and every file the pages read is there', () => {
    expect(checkAllContent(ROOT)).toEqual([])
  })

  test('a bad edit is named by its file and field, in words for the staff', () => {
    edit('about.json', (about) => {
      ;(about.sections as { heading: unknown }[])[1]!.heading = ''
    })
    edit('school.json', (school) => {
      school.feePortalUrl = 'javascript:alert(1)'
      ;(school.phones as { dial: string }[])[0]!.dial = '5442 220 100'
    })
    expect(checkAllContent(project)).toEqual([
      'src/content/data/about.json: sections → 2 → heading: must not be empty',
      'src/content/data/school.json: phones → 1 → dial: must be the number with its country code and no spaces, like +915442220100',
      'src/content/data/school.json: feePortalUrl: must be a web address starting with https://',
    ])
  })

  test('a photo the site does not have, a rule changed by hand and a year in the wrong file are caught', () => {
    edit('office-bearers/2024-2025.json', (file) => {
      ;(file.bearers as { photo: string }[])[0]!.photo = '/images/static/nobody.jpg'
    })
    edit('rules-regulations.json', (rules) => {
      const sections = rules.sections as { blocks: { items?: string[] }[] }[]
      sections[0]!.blocks[0]!.items![0] = 'Absent for {{twenty days}} means struck off.'
    })
    edit('full-attendance/2024-2025.json', (file) => {
      file.session = '2025-2026'
    })
    const problems = checkAllContent(project)
    expect(problems).toContainEqual(
      'src/content/data/office-bearers/2024-2025.json: bearers → 1 → photo: no such photo: /images/static/nobody.jpg (upload it, or pick one of the photos already on the site)',
    )
    expect(
      problems.some((line) =>
        line.startsWith(
          'src/content/data/rules-regulations.json: sections → 1 → blocks → 1 → items → 1: {{twenty days}} is not one of',
        ),
      ),
    ).toBe(true)
    expect(problems).toContainEqual(
      'src/content/data/full-attendance/2024-2025.json: the file must be named 2025-2026.json, after the year it holds',
    )
  })

  test('a file no page reads, a file that is not JSON and a missing page file are named', () => {
    writeFileSync(join(project, CONTENT_DATA_FOLDER, 'notes.json'), '{}')
    writeFileSync(join(project, CONTENT_DATA_FOLDER, 'contact.json'), '{ "intro": ')
    rmSync(join(project, CONTENT_DATA_FOLDER, 'principals.json'))
    const problems = checkAllContent(project)
    expect(problems).toContainEqual(
      'src/content/data/notes.json: no page reads this file (see src/content/schemas/index.ts)',
    )
    expect(problems.some((line) => line.startsWith('src/content/data/contact.json: not valid JSON'))).toBe(true)
    expect(problems).toContainEqual('src/content/data/principals.json: missing; the site needs it')
  })

  test("the present principal's end of term may be left empty, as the editor leaves it out", () => {
    edit('principals.json', (file) => {
      delete (file.principals as { toDate?: unknown }[])[0]!.toDate
      ;(file.principals as { toDate?: unknown }[])[1]!.toDate = ''
    })
    expect(checkAllContent(project)).toEqual([])
  })

  test('a page gets the checked content', () => {
    const result = checkContentFile(ROOT, join(ROOT, CONTENT_DATA_FOLDER, 'contact.json'))
    expect(result).toEqual({
      ok: true,
      content: JSON.parse(readFileSync(join(ROOT, CONTENT_DATA_FOLDER, 'contact.json'), 'utf8')),
    })
  })

  test("the rules' numbers are filled in where the texts name them", () => {
    expect(
      withRuleNumbers({
        items: ['absent for {{strikeOffConsecutiveAbsentDays}} days', 'open {{ parentHelpDeskHours }}'],
      }),
    ).toEqual({
      items: [
        `absent for ${RULE_NUMBERS.strikeOffConsecutiveAbsentDays} days`,
        `open ${RULE_NUMBERS.parentHelpDeskHours}`,
      ],
    })
  })
})

describe('a bad edit stops the build and the dev server', () => {
  const breakContactPage = () =>
    edit('contact.json', (contact) => {
      contact.intro = 42
    })
  const expected = /src\/content\/data\/contact\.json: intro: Invalid input: expected string, received number/

  test('vite build fails, naming the file and the field', async () => {
    breakContactPage()
    writeFileSync(join(project, 'index.html'), '<!doctype html><title>t</title>')
    await expect(
      build({
        root: project,
        configFile: false,
        logLevel: 'silent',
        plugins: [contentCheckPlugin()],
        build: { write: false },
      }),
    ).rejects.toThrow(expected)
  })

  test('the dev server does not start, naming the file and the field', async () => {
    breakContactPage()
    const server = await createServer({
      root: project,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentCheckPlugin()],
      server: { port: 0, host: '127.0.0.1', watch: null },
    })
    try {
      await expect(server.listen()).rejects.toThrow(expected)
    } finally {
      await server.close()
    }
  })
})
