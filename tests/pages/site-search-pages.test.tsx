import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/config/site-map'
import { NOT_STANDALONE_PAGES } from '@/config/site-map-rows'
import { CONTENT_DATA_FOLDER } from '@/content/schemas/data-folder'
import { pageTexts } from '@/features/search/page-texts'
import { PAGES_WITH_FIRST_CALLS } from '../first-calls'
import { renderRoute } from '../render-route'

/**
 * What the site search knows of a fixed page is what the page shows: each paragraph a fixed page renders in `main`
 * from the school's content (the data files the staff edit, src/content/data/) is in that page's search text
 * (src/features/search/page-texts.ts), so a sentence a visitor read on the page finds it. A content file a page shows
 * and the search forgot fails here; the app's own hints (a form's instructions) are not content and are not checked.
 */
const normalise = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim()

/** Every string of every content data file, each normalised, one a line. */
function contentStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(normalise(value))
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, out)
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) contentStrings(item, out)
  return out
}
const CONTENT = (readdirSync(CONTENT_DATA_FOLDER, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => contentStrings(JSON.parse(readFileSync(join(CONTENT_DATA_FOLDER, file), 'utf8'))))
  .join('\n')

const FIXED_PAGES = PAGES.filter(
  (page) => !PAGES_WITH_FIRST_CALLS.has(page.path) && !NOT_STANDALONE_PAGES.has(page.path),
)
const textOfPage = new Map(pageTexts().map((page) => [page.path, normalise(page.text)]))
/** A paragraph this long is prose (photo captions, which the search does not index, are shorter). */
const MIN_SENTENCE_LENGTH = 40
/** The pages where some paragraph of content was checked (so that the test cannot pass by checking nothing). */
const checked = new Set<string>()

describe('the site search indexes the content each fixed page shows', () => {
  it.each(FIXED_PAGES.map((page) => [page.path, page.title] as const))('%s', async (path, title) => {
    // Within the render: in the shared test project another file may have left markup in the document.
    const view = within(renderRoute(path).container)
    const main = await view.findByRole('main')
    await view.findByRole('heading', { level: 1, name: title })
    const paragraphs = [...main.querySelectorAll('p')]
      .map((paragraph) => normalise(paragraph.textContent ?? ''))
      .filter((text) => text.length >= MIN_SENTENCE_LENGTH && CONTENT.includes(text))
    if (paragraphs.length > 0) checked.add(path)
    const indexed = textOfPage.get(path) ?? ''
    expect(paragraphs.filter((text) => !indexed.includes(text))).toEqual([])
  })

  it('checked the content of most fixed pages', () => {
    expect(checked.size).toBeGreaterThanOrEqual(15)
  })
})
