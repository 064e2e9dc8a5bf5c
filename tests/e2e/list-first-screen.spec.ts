import type { Locator, Page } from '@playwright/test'
import { expect, LARGE_SCENARIO_START_MS, test, waitForFrame, watchLayoutShift } from './fixtures'
import { LIST_PAGES } from './page-measures'

/**
 * On a phone a list page starts with its list: at 360x640 the first record's title (an event's, an album's, a
 * topper's or a teacher's name) is whole on the first screen, and at 390x844 the second record starts on it too. The
 * filters above the list stay real controls whose values can be read there, and they change the list; nothing shifts
 * while the records and their photos arrive. With the demo data and with the large scenario's thousands of records.
 */

/** A budget phone's screen, and a common larger one where the second record must also show. */
const SMALL_PHONE = { width: 360, height: 640 }
const LARGER_PHONE = { width: 390, height: 844 }

/** Stricter than layout-shift.spec.ts's page budget: a list page's cards keep their boxes while photos load. */
const CLS_LIMIT = 0.01

/** Text no record holds: the search then shows none. */
const NO_MATCH = 'zzqx no such record'

const SCENARIOS = [
  { name: 'demo data', query: '', startMs: undefined },
  { name: 'large scenario', query: '?mockScenario=large', startMs: LARGE_SCENARIO_START_MS },
] as const

/** The records' list: the one list in the page body that names itself. */
const recordsOf = (page: Page) => page.getByRole('main').locator('ul[aria-label] > li')

/** A record's title: its heading, or a syllabus tile's name. */
const titleOf = (record: Locator) => record.locator('h2, .pdf-tile__title').first()

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box
}

async function visit(page: Page, path: string, viewport: { width: number; height: number }, startMs?: number) {
  await page.setViewportSize(viewport)
  const layoutShift = await watchLayoutShift(page)
  await page.goto(path)
  await waitForFrame(page, startMs)
  await expect(recordsOf(page).nth(1)).toBeVisible({ timeout: startMs })
  return layoutShift
}

for (const scenario of SCENARIOS) {
  test.describe(scenario.name, () => {
    if (scenario.startMs) test.setTimeout(scenario.startMs * 3)

    for (const path of LIST_PAGES) {
      test(`${path} starts with its list at 360x640 and 390x844`, async ({ page, consoleErrors }) => {
        const url = `${path}${scenario.query}`

        await test.step('360x640: the first title whole on the first screen', async () => {
          const layoutShift = await visit(page, url, SMALL_PHONE, scenario.startMs)
          const title = await boxOf(titleOf(recordsOf(page).first()))
          expect(title.y).toBeGreaterThanOrEqual(0)
          expect(title.y + title.height).toBeLessThanOrEqual(SMALL_PHONE.height)
          await page.waitForTimeout(1000)
          expect(await layoutShift.total()).toBeLessThan(CLS_LIMIT)
        })

        await test.step('390x844: the second record starts on the first screen', async () => {
          const layoutShift = await visit(page, url, LARGER_PHONE, scenario.startMs)
          const title = await boxOf(titleOf(recordsOf(page).first()))
          expect(title.y + title.height).toBeLessThanOrEqual(LARGER_PHONE.height)
          expect((await boxOf(recordsOf(page).nth(1))).y).toBeLessThan(LARGER_PHONE.height)
          await page.waitForTimeout(1000)
          expect(await layoutShift.total()).toBeLessThan(CLS_LIMIT)
        })

        const filters = page.getByRole('search', { name: 'Filters' })
        if ((await filters.count()) > 0) {
          await test.step("the filters' values are on the first screen and change the list", async () => {
            for (const select of await filters.getByRole('combobox').all()) {
              const box = await boxOf(select)
              expect(box.y + box.height).toBeLessThanOrEqual(LARGER_PHONE.height)
              // The value shown is the selected option's label, not cut off by the control's width.
              const label = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)
              expect(label).toBeTruthy()
              expect(await select.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
            }
            const searchBox = filters.getByRole('searchbox')
            if ((await searchBox.count()) > 0) {
              await searchBox.fill(NO_MATCH)
              await expect(recordsOf(page)).toHaveCount(0)
              await searchBox.fill('')
              await expect(recordsOf(page).first()).toBeVisible()
            } else {
              // A page with a select alone (office bearers): another year shows another list.
              const select = filters.getByRole('combobox').first()
              const before = await recordsOf(page).allTextContents()
              const other = await select.evaluate(
                (element: HTMLSelectElement) =>
                  [...element.options].find((option) => option.value !== element.value)?.value ?? '',
              )
              await select.selectOption(other)
              await expect.poll(() => recordsOf(page).allTextContents()).not.toEqual(before)
            }
          })
        }
        expect(consoleErrors).toEqual([])
      })
    }
  })
}

test.describe('cards side by side on a wide screen', () => {
  for (const path of ['/Events', '/Gallery']) {
    test(`${path}: the photos of a row start level, whether their titles take one line or two`, async ({ page }) => {
      await visit(page, path, { width: 1280, height: 900 })
      const cards = recordsOf(page)
      const titles = await Promise.all([0, 1, 2, 3].map(async (index) => (await boxOf(titleOf(cards.nth(index)))).y))
      const photos = await Promise.all(
        [0, 1, 2, 3].map(
          async (index) => (await boxOf(cards.nth(index).locator('img, .video-card__screen').first())).y,
        ),
      )
      // One row of four (the demo's titles take one line and two), each photo where the first one is.
      expect(new Set(titles).size).toBe(1)
      for (const y of photos) expect(y).toBeCloseTo(photos[0]!, 0)
    })
  }
})
