import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { LIST_PAGE_SIZE, MAX_CARDS_IN_DOM } from '../../src/selectors/list-window'
import { expect, LARGE_SCENARIO_START_MS, test, waitForFrame } from './fixtures'

/**
 * Scale: with the mocks' large scenario (5,000 news, 5,000 events, 2,000 albums), a long list keeps at
 * most MAX_CARDS_IN_DOM cards in the page however often "Show more" is pressed, while the filter bar still counts
 * every match. The filter change re-render is measured and reported (not judged:
 * timings on a shared machine are too noisy to fail a test on).
 */

/** "Show more" presses: past the DOM limit (without a window, 7 presses would put 8 pages of cards in the page). */
const SHOW_MORE_PRESSES = 7

/*
 * The large scenario's data (mocks/scenarios/large.ts; not imported: its JSON import needs an import attribute
 * under Playwright's loader). Record i is dated i × (9 hours for news and events, 22 hours for albums) before the
 * newest date, 15 November 2026 04:30 UTC.
 */
const LARGE_NEWS_COUNT = 5000
const LARGE_EVENT_COUNT = 5000
const LARGE_GALLERY_COUNT = 2000
const NEWEST_DATE_MS = Date.UTC(2026, 10, 15, 4, 30)
const ALBUM_HOURS_APART = 22

const format = (value: number) => value.toLocaleString('en-IN')

/** Albums of the 2025-2026 session (1 April 2025 to 31 March 2026, school time, UTC+05:30) in the large data. */
function albumsOfSession2025(): number {
  const IST_OFFSET_MS = 330 * 60 * 1000
  const HOUR_MS = 60 * 60 * 1000
  return Array.from({ length: LARGE_GALLERY_COUNT }, (_, index) => NEWEST_DATE_MS - index * ALBUM_HOURS_APART * HOUR_MS)
    .map((time) => new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10))
    .filter((day) => day >= '2025-04-01' && day < '2026-04-01').length
}

async function pressShowMore(page: Page, cards: Locator, noun: string, total: number) {
  const button = page.getByRole('button', { name: `Show more ${noun}` })
  for (let press = 1; press <= SHOW_MORE_PRESSES; press += 1) {
    await button.click()
    const end = Math.min(total, LIST_PAGE_SIZE * (press + 1))
    const start = Math.max(0, end - MAX_CARDS_IN_DOM)
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${format(start + 1)}–${format(end)} of ${format(total)} ${noun}`,
    )
    expect(await cards.count()).toBeLessThanOrEqual(MAX_CARDS_IN_DOM)
  }
  await expect(cards).toHaveCount(MAX_CARDS_IN_DOM)
  // The cards that made room come back with "Show earlier", and keyboard focus stays on the pressed button.
  await expect(page.getByRole('button', { name: `Show earlier ${noun}` })).toBeVisible()
  await expect(button).toBeFocused()
}

/** Milliseconds from a change of the Month select to the next frame after the list changed (median of 3). */
async function filterChangeMs(page: Page): Promise<number> {
  const samples: number[] = []
  for (let round = 0; round < 3; round += 1) {
    samples.push(
      await page.evaluate(
        (index) =>
          new Promise<number>((resolve) => {
            const select = [...document.querySelectorAll('main select')].find((element) =>
              element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent === 'Month' : false,
            ) as HTMLSelectElement | undefined
            if (!select || select.options.length < 3) return resolve(Number.NaN)
            const next = select.options[1 + ((select.selectedIndex + index) % (select.options.length - 1))]
            const main = document.querySelector('main')
            if (!next || !main) return resolve(Number.NaN)
            const start = performance.now()
            const observer = new MutationObserver(() => {
              observer.disconnect()
              requestAnimationFrame(() => resolve(performance.now() - start))
            })
            observer.observe(main, { childList: true, subtree: true, characterData: true })
            const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
            setter?.call(select, next.value)
            select.dispatchEvent(new Event('change', { bubbles: true }))
            setTimeout(() => resolve(Number.NaN), 5000)
          }),
        round,
      ),
    )
    await page.waitForTimeout(200)
  }
  samples.sort((a, b) => a - b)
  return samples[1] ?? Number.NaN
}

function report(path: string, ms: number) {
  test.info().annotations.push({ type: 'filter change re-render', description: `${path}: ${ms.toFixed(1)} ms` })
  console.log(`[large scenario] ${path}: filter change re-render ${ms.toFixed(1)} ms`)
}

test.describe('large scenario', () => {
  test.setTimeout(90_000)

  test('/News keeps at most 60 cards after many "Show more", and Total Count counts all 5,000', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/News?year=all&mockScenario=large')
    await waitForFrame(page, LARGE_SCENARIO_START_MS)
    const cards = page.getByRole('list', { name: 'News', exact: true }).locator(':scope > li')
    await expect(page.getByText(`Total Count: ${LARGE_NEWS_COUNT}`)).toBeVisible({ timeout: 30_000 })
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    await pressShowMore(page, cards, 'news', LARGE_NEWS_COUNT)
    await expect(page.getByText(`Total Count: ${LARGE_NEWS_COUNT}`)).toBeVisible()
    // A filter change goes back to the first page.
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2025')
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    await expect(page.getByRole('button', { name: 'Show earlier news' })).toHaveCount(0)
    report('/News', await filterChangeMs(page))
    expect(consoleErrors).toEqual([])
  })

  test('/Events keeps at most 60 cards after many "Show more", and Total Count counts all 5,000', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Events?year=all&mockScenario=large')
    await waitForFrame(page, LARGE_SCENARIO_START_MS)
    const cards = page.getByRole('list', { name: 'Events', exact: true }).locator(':scope > li')
    await expect(page.getByText(`Total Count: ${LARGE_EVENT_COUNT}`)).toBeVisible({ timeout: 30_000 })
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    await pressShowMore(page, cards, 'events', LARGE_EVENT_COUNT)
    await expect(page.getByText(`Total Count: ${LARGE_EVENT_COUNT}`)).toBeVisible()
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2025')
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    report('/Events', await filterChangeMs(page))
    expect(consoleErrors).toEqual([])
  })

  test('/Events: "Add these events to my calendar" writes all 5,000 events into one file ical.js reads', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/Events?year=all&mockScenario=large')
    await waitForFrame(page, LARGE_SCENARIO_START_MS)
    await expect(page.getByText(`Total Count: ${LARGE_EVENT_COUNT}`)).toBeVisible({ timeout: 30_000 })
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add these events to my calendar' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('events-all-years.ics')
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    expect(events).toHaveLength(LARGE_EVENT_COUNT)
    expect(new Set(events.map((event) => event.uid)).size).toBe(LARGE_EVENT_COUNT)
    // Newest first, as the list shows them; the newest is dated 15 November 2026 and starts at 8:00 AM school time.
    expect(events[0]?.summary).toMatch(/ event 1$/)
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2026-11-15T02:30:00.000Z')
    expect(events.at(-1)?.summary).toMatch(new RegExp(` event ${LARGE_EVENT_COUNT}$`))
    expect(events.every((event) => event.location !== null && event.summary !== null)).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('/Gallery keeps at most 60 cards after many "Show more", and Total Categories counts every album', async ({
    page,
    consoleErrors,
  }) => {
    const total = albumsOfSession2025()
    expect(total).toBeGreaterThan(LIST_PAGE_SIZE * (SHOW_MORE_PRESSES + 1))
    expect(total).toBeLessThan(LARGE_GALLERY_COUNT)
    await page.goto('/Gallery?year=2025-2026&mockScenario=large')
    await waitForFrame(page, LARGE_SCENARIO_START_MS)
    const cards = page.getByRole('list', { name: /^Photo galleries/ }).locator(':scope > li')
    await expect(page.getByText(`Total Categories: ${total}`)).toBeVisible({ timeout: 30_000 })
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    await pressShowMore(page, cards, 'albums', total)
    await expect(page.getByText(`Total Categories: ${total}`)).toBeVisible()
    await page.getByRole('combobox', { name: 'Month' }).selectOption('5')
    await expect(cards).toHaveCount(LIST_PAGE_SIZE)
    report('/Gallery', await filterChangeMs(page))
    expect(consoleErrors).toEqual([])
  })
})
