import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentModulesDeclaration } from '../../build/content-check-plugin'
import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from '../../src/content/schemas/data-folder'
import {
  checkAllHindi,
  checkHindiOf,
  englishFilesOf,
  hasHindi,
  hindiFileNames,
  hindiTextsOf,
} from '../../src/content/schemas/hindi'
import { CONTENT_FILES } from '../../src/content/schemas'

/**
 * The Hindi of the content (src/content/data-hi/, src/content/schemas/hindi.ts): each Hindi file passes its page's
 * schema with the English file (its words in the English's places, the rest the English's), names no field the page
 * does not have, and gives each English text its Hindi; what the build stops on.
 */

const ROOT = join(import.meta.dirname, '..', '..')

/** Each registry entry's English files, by name under the data folder. */
const englishFiles = CONTENT_FILES.flatMap((entry) => englishFilesOf(ROOT, entry).map((name) => ({ entry, name })))

describe('the Hindi files', () => {
  it('each pass the schema of their page, with their English file', () => {
    expect(hindiFileNames(ROOT).length).toBeGreaterThan(20)
    expect(checkAllHindi(ROOT)).toEqual([])
    for (const name of hindiFileNames(ROOT)) {
      const result = checkHindiOf(ROOT, name)
      expect(result.ok && result.hasFile, name).toBe(true)
    }
  })

  it('are there for every page with words, and only for those; the principals and magazines have no words', () => {
    const withWords = englishFiles.filter(({ entry }) => hasHindi(entry)).map(({ name }) => name)
    expect(hindiFileNames(ROOT)).toEqual(withWords.sort())
    expect(englishFiles.filter(({ entry }) => !hasHindi(entry)).map(({ entry }) => entry.name)).toEqual([
      'principals.json',
      'magazines/*.json',
      'magazines/*.json',
      'magazines/*.json',
    ])
  })

  it('give every text of their page its Hindi, each English text one Hindi', () => {
    for (const entry of CONTENT_FILES) {
      const { texts, conflicts } = hindiTextsOf(ROOT, entry)
      expect(conflicts, entry.name).toEqual([])
      expect(
        texts.filter(([, hindi]) => hindi === null).map(([english]) => english),
        entry.name,
      ).toEqual([])
    }
  })

  it('keep the names of people and the photos of the English', () => {
    const result = checkHindiOf(ROOT, 'office-bearers/2024-2025.json')
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const content = result.content as { bearers: Array<{ name: string; photo: string; post: string }> }
    expect(content.bearers[0]).toEqual({
      photo: '/images/static/portrait-boy.svg',
      name: 'Aditya Narayan Singh',
      post: 'स्कूल हेड बॉय (कक्षा 12-A)',
    })
  })
})

describe('a Hindi file’s check', () => {
  it('takes the English for every text that has no Hindi (no file, an empty text, an item missing)', () => {
    const none = checkHindiOf(ROOT, 'about.json', '{}')
    expect(none.ok && none.texts.length > 5 && none.texts.every(([, hindi]) => hindi === null)).toBe(true)
    const partly = checkHindiOf(ROOT, 'contact.json', JSON.stringify({ intro: 'नमस्ते', mapTitle: '  ' }))
    expect(partly.ok && partly.texts.map(([, hindi]) => hindi)).toEqual(['नमस्ते', null])
    expect(partly.ok && partly.content).toMatchObject({ intro: 'नमस्ते' })
  })

  it('names what the staff must put right: a field the page does not have, a rule in braces, a list that is not one', () => {
    const bad = checkHindiOf(
      ROOT,
      'parent-portal.json',
      JSON.stringify({ intro: ['{{notARule}} नियम'], extra: 'x', sections: 'नहीं' }),
    )
    expect(bad.ok ? [] : bad.problems).toEqual([
      `${CONTENT_HINDI_FOLDER}/parent-portal.json: extra: not a field of this page`,
      `${CONTENT_HINDI_FOLDER}/parent-portal.json: sections: should be a list, as in the English file`,
      expect.stringContaining(
        `${CONTENT_HINDI_FOLDER}/parent-portal.json: intro → 1: {{notARule}} is not one of the school's rules`,
      ),
    ])
  })

  it('takes no words from a block of another kind than the English one at its place', () => {
    const result = checkHindiOf(
      ROOT,
      'rules-regulations.json',
      JSON.stringify({ sections: [{ heading: 'उपस्थिति', blocks: [{ kind: 'note', title: 'x', text: 'y' }] }] }),
    )
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const texts = new Map(result.texts)
    expect([...texts.values()].filter((hindi) => hindi !== null)).toEqual(['उपस्थिति'])
  })

  it('refuses a Hindi file without its English file, or for a page with nothing to translate', () => {
    expect(checkHindiOf(ROOT, 'office-bearers/1999-2000.json', '{}')).toEqual({
      ok: false,
      problems: [
        `${CONTENT_HINDI_FOLDER}/office-bearers/1999-2000.json: there is no English file ${CONTENT_DATA_FOLDER}/office-bearers/1999-2000.json for it`,
      ],
    })
    expect(checkHindiOf(ROOT, 'principals.json', '{}')).toEqual({
      ok: false,
      problems: [`${CONTENT_HINDI_FOLDER}/principals.json: this page has no words to translate; remove the file`],
    })
    expect(existsSync(join(ROOT, CONTENT_HINDI_FOLDER, 'principals.json'))).toBe(false)
  })

  it('keeps a year file’s year the English one’s', () => {
    const moved = checkHindiOf(ROOT, 'office-bearers/2024-2025.json', JSON.stringify({ year: '2023-2024' }))
    expect(moved.ok ? [] : moved.problems).toEqual([
      `${CONTENT_HINDI_FOLDER}/office-bearers/2024-2025.json: year: must be the English file's, 2024-2025`,
    ])
  })

  it('types each page’s Hindi module', () => {
    expect(contentModulesDeclaration()).toContain(
      "declare module 'content:hi/about.json' {\n  const texts: import('@/content/hindi').HindiTexts",
    )
  })
})
