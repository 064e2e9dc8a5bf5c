import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sitePagesIn } from '../../build/site-pages'
import { expectNoViolations } from '../a11y/axe'
import { closeNotificationPopup, PAGE_URLS, waitForSettledPage } from '../a11y/pages'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './page-measures'

/**
 * Every route in Hindi (`/hi/…`), one visit each: the page is Hindi (`<html lang="hi">`), every link to a page of the
 * site stays under /hi (the language switch aside), no word of the interface is left in English, nothing scrolls
 * sideways at 320 px (Devanagari runs longer than English), and axe-core finds no WCAG 2.2 AA violation.
 *
 * "No English": every text and accessible name a visitor meets (text, aria-label, title, placeholder, alt) outside an
 * element marked `lang="en"` (a content file's English shown for want of its Hindi), once the school's data is taken
 * out of it, has no word in Latin letters but those that stay as they are in Hindi: names of people and places (the
 * school's name and those the content files keep), ICSE and ISC, and the like. The school's data is what the backend
 * sent this visit: the staff type it in whatever language they use.
 */

const PAGES = sitePagesIn()

/** Every string of a value (the fixtures' records), at any depth. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into)
  return into
}

/** Every Hindi content file (src/content/data-hi/, in any folder). */
function hindiContentFiles(folder = join(process.cwd(), 'src/content/data-hi')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? hindiContentFiles(join(folder, entry.name))
      : entry.name.endsWith('.json')
        ? [join(folder, entry.name)]
        : [],
  )
}

const LATIN_WORD = /[A-Za-z][A-Za-z'’.-]*/g
/** The Latin words the Hindi content files keep (names of people and places), and what stays Latin in Hindi. */
const KEPT_LATIN = new Set([
  ...hindiContentFiles().flatMap((file) => readFileSync(file, 'utf8').match(LATIN_WORD) ?? []),
  // The names of a content file without Hindi (the principals' list holds only names, years and photos).
  ...[
    ...readFileSync(join(process.cwd(), 'src/content/data/principals.json'), 'utf8').matchAll(/"name":\s*"([^"]*)"/g),
  ].flatMap((match) => match[1]?.match(LATIN_WORD) ?? []),
  ...['ICSE', 'ISC', 'PDF', 'ERP', 'SMS', 'WhatsApp', 'Facebook', 'YouTube', 'Instagram', 'X', 'OpenStreetMap'],
])

/** A backend text as a page shows it: its markup's text (a principal's message is HTML), spaces as one. */
const asShown = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&amp;|&quot;|&#39;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A text's letters and digits, without its markup's entities. */
const lettersOf = (text: string) => text.replace(/&#?\w+;/g, '').replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * What is left of `text` that is neither the backend's data (`data`, longest first) nor an address, a mail or a
 * number: a text node inside a record's text (a paragraph of an HTML message) is data as a whole.
 */
function interfaceWordsIn(text: string, data: readonly string[]): string[] {
  const shown = asShown(text)
  // A record's text shortened on a card ("… I thank…") is data as well; compared by its letters and digits only, as
  // a card writes its own spaces and punctuation.
  const letters = lettersOf(shown.replace(/\s*…$/, ''))
  if (letters.length > 1 && data.some((record) => lettersOf(record).includes(letters))) return []
  let left = shown
  for (const record of data) if (record.length > 1 && left.includes(record)) left = left.split(record).join(' ')
  left = left.replace(/https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|\S+\.(?:pdf|jpg|png|ics)\b/gi, ' ')
  return (left.match(LATIN_WORD) ?? []).filter(
    (word) => !KEPT_LATIN.has(word) && !KEPT_LATIN.has(word.replace(/[.’']+$/, '')),
  )
}

/** Every text and accessible name of the page a visitor meets, outside elements marked as English. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element | null) => /^en\b/i.test(element?.closest('[lang]')?.getAttribute('lang') ?? '')
    const shown = (element: Element) => {
      if (element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) return false
      const style = getComputedStyle(element)
      return style.display !== 'none' && style.visibility !== 'hidden'
    }
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (text && parent && shown(parent) && !english(parent)) texts.push(text)
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (english(element) || element.closest('script, template')) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    texts.push(document.title)
    return texts
  })
}

const inHindi = (url: string) => (url === '/' ? '/hi' : `/hi${url}`)

test.describe('every route in Hindi', () => {
  test.setTimeout(90_000)
  PAGES.forEach((route, index) => {
    const url = inHindi(PAGE_URLS[index] ?? route.path)
    test(`${url}: Hindi, its links in Hindi, no English interface word, no sideways scroll at 320 px, no axe violation`, async ({
      page,
      consoleErrors,
    }) => {
      // The backend's answers to this visit (the demo build's mock worker answers like the backend): their text is
      // the school's data, in whatever language the staff typed it.
      const answers: Promise<unknown>[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response.json().catch(() => undefined))
      })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(url)
      await waitForSettledPage(page)
      if (route.path === '/') await closeNotificationPopup(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

      await test.step('every link to a page of the site stays in Hindi, but the language switch', async () => {
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
            .filter((link) => link.getAttribute('hreflang') !== 'en')
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => href !== '/hi' && !/^\/hi[/?#]/.test(href) && !/\.\w{2,4}(?:[?#]|$)/.test(href)),
        )
        expect(outside).toEqual([])
      })

      await test.step('no word of the interface left in English', async () => {
        const data = [...new Set(stringsOf(await Promise.all(answers)).map(asShown))].sort(
          (a, b) => b.length - a.length,
        )
        const english = (await visibleTexts(page)).flatMap((text) => {
          const words = interfaceWordsIn(text, data)
          return words.length > 0 ? [`${text.slice(0, 80)} → ${words.join(' ')}`] : []
        })
        expect([...new Set(english)]).toEqual([])
      })

      await test.step('nothing scrolls sideways at 320 px', async () => {
        await page.setViewportSize({ width: 320, height: 800 })
        await expect
          .poll(async () => {
            const { overflow, culprits } = await horizontalOverflow(page)
            return overflow > 0 ? `${overflow} px wider than the screen: ${culprits.join(', ')}` : 'fits'
          })
          .toBe('fits')
      })

      await test.step('axe-core finds no WCAG 2.2 AA violation', async () => {
        await page.setViewportSize({ width: 1280, height: 900 })
        await expectNoViolations(page, url)
      })
      expect(consoleErrors).toEqual([])
    })
  })
})

test('an unknown address under /hi: the not-found page in Hindi, its links in Hindi, no axe violation', async ({
  page,
}) => {
  await page.goto('/hi/no-such-page')
  await waitForSettledPage(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'मुख्य पृष्ठ पर जाएँ' })).toHaveAttribute('href', '/hi')
  await expectNoViolations(page, '/hi/no-such-page')
})
