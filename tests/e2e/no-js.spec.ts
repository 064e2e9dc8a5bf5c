import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { routeSourceOf } from '../../build/bundle-records.ts'
import { sitePagesIn } from '../../build/site-pages'
import { MAIN_MENU, isMenuGroup } from '../../src/config/menus'
import { expect, test } from './fixtures'
import { ROUTE_PAGES } from '../../src/config/route-pages.gen'
import { PAGES_WITH_FIRST_CALLS } from '../first-calls'

/**
 * Without JavaScript: every page arrives prerendered (build/prerender-plugin.ts), so a fixed-content page
 * is readable in full, every menu link is a real link, the phone's menu opens (index.html's no-script styles), and a
 * data section says it needs JavaScript.
 */
test.use({ javaScriptEnabled: false })

/** The sentence a data section shows without JavaScript (src/components/ui/QuerySection.tsx). */
const NEEDS_JAVASCRIPT = 'This section needs JavaScript to load.'

/** The site map's pages, each magazine issue of the data folder among them. */
const PAGES = sitePagesIn()

/** The route files, for the pages that share one (src/routes/Magazine{$year}.tsx). */
const ROUTE_FILES = readdirSync('src/routes').map((file) => `src/routes/${file}`)

/** The content module a route reads its fixed text from (`@/content/about` in src/routes/about.tsx), if any. */
function contentModuleOf(path: string): string | undefined {
  const source = readFileSync(resolve(routeSourceOf(path, ROUTE_FILES)), 'utf8')
  const match = /from '@\/content\/([\w-]+)'/.exec(source)
  return match?.[1]
}

/** Every text of a content module: its strings of more than one word (not paths, ids or file names). */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') return /^[^/]\S*\s+\S/.test(value) && value.length >= 12 ? [value] : []
  if (Array.isArray(value)) return value.flatMap(sentencesOf)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(sentencesOf)
  return []
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Pages whose content is fixed: no backend call on arrival (tests/first-calls.ts). */
const FIXED_PAGES = PAGES.filter(
  (page) => !PAGES_WITH_FIRST_CALLS.has(page.path) && contentModuleOf(page.path) !== undefined,
)

/**
 * Pages whose first screen is a data section (as their routes declare): all but Home, whose banner waits in silence,
 * the album, which needs its `?id=`, and the search, whose first screen is its form.
 */
const DATA_PAGES = ROUTE_PAGES.filter(
  (page) => page.renderedWithData && page.firstCalls.length > 0 && page.path !== '/',
).map(({ path }) => path)

/**
 * The fixed text of a content module, or undefined for a module Node cannot load (the magazines list their page
 * images with Vite's import.meta.glob): those pages are checked by their heading only.
 */
async function contentSentences(module: string): Promise<string[] | undefined> {
  try {
    return sentencesOf(await import(`../../src/content/${module}.ts`)).map(normalise)
  } catch {
    return undefined
  }
}

/** The pages in groups: one tab reads a group's pages in turn (a tab a page would add only its start-up). */
const GROUPS = 4

test.describe('every fixed-content page is readable in full', () => {
  for (let group = 0; group < GROUPS; group += 1) {
    const pages = FIXED_PAGES.filter((_, index) => index % GROUPS === group)
    test(pages.map((page) => page.path).join(', '), async ({ page }) => {
      for (const { path, title } of pages) {
        await test.step(path, async () => {
          const module = contentModuleOf(path) ?? ''
          const sentences = await contentSentences(module)
          await page.goto(path)
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
          // No text of more than one word (OfficeBearers' module holds its years only): the heading is the check.
          if (sentences === undefined || sentences.length === 0) return
          // What a reader gets: the text on screen and the text alternatives of the photos and the map.
          const shown = normalise(
            await page
              .locator('main')
              .evaluate((main) =>
                [
                  main instanceof HTMLElement ? main.innerText : '',
                  ...[...main.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt') ?? ''),
                  ...[...main.querySelectorAll('iframe[title]')].map((frame) => frame.getAttribute('title') ?? ''),
                  ...[...main.querySelectorAll('[aria-label]')].map(
                    (element) => element.getAttribute('aria-label') ?? '',
                  ),
                ].join(' '),
              ),
          )
          const missing = sentences.filter((sentence) => !shown.includes(sentence))
          expect(missing, `sentences of src/content/${module}.ts not shown on ${path}`).toEqual([])
        })
      }
    })
  }
})

const MENU_PATHS = MAIN_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.items.map((item) => item.to) : [entry.to]))

// The phone's menu also holds the language switch: the same page in the other language.
for (const [path, nav, menuPaths] of [
  ['/about', 'Main', [...MENU_PATHS, '/hi/about']],
  ['/hi/about', 'मुख्य', [...MENU_PATHS.map((to) => (to === '/' ? '/hi' : `/hi${to}`)), '/about']],
] as const) {
  test(`every menu link of ${path} is a real link to a page that answers`, async ({ page, request }) => {
    await page.goto(path)
    const hrefs = await page
      .getByRole('navigation', { name: nav })
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs)).toEqual(new Set(menuPaths))
    for (const href of new Set(hrefs)) {
      const response = await request.get(href ?? '')
      expect(response.status(), href ?? '').toBe(200)
      expect(await response.text()).toContain(`data-prerendered-path="${href}"`)
    }
  })
}

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu is folded away and opens with its Menu link; a group opens on a tap', async ({ page }) => {
    await page.goto('/about')
    const menu = page.locator('#main-menu')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await page.getByRole('link', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await page.screenshot({ path: 'test-results/no-js/menu-open-390.png' })
    await page.getByRole('button', { name: 'Academics' }).click()
    const faculty = page.getByRole('link', { name: 'Faculty & Staff' })
    await expect(faculty).toBeVisible()
    await faculty.click()
    await expect(page).toHaveURL(/\/faculty$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Faculty & Staff')
  })
})

test('data sections say they need JavaScript', async ({ page }) => {
  for (const path of DATA_PAGES) {
    await test.step(path, async () => {
      await page.goto(path)
      // Playwright's text queries skip <noscript>: read what the section shows instead.
      const section = page.getByRole('main').locator('.loading').first()
      await expect(section).toBeVisible()
      await expect(section).toHaveText(NEEDS_JAVASCRIPT, { useInnerText: true })
    })
  }
})

test('screenshots of a few pages read without JavaScript, for the record', async ({ page }) => {
  for (const path of ['/', '/about', '/RulesRegulations', '/contactUs', '/News']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    const name = path === '/' ? 'home' : path.slice(1)
    await page.screenshot({ path: `test-results/no-js/${name}.png`, fullPage: true })
  }
})
