import type { Page } from '@playwright/test'
import { expect, test, waitForFrame } from './fixtures'

/**
 * "New since your last visit" in Chromium, on the demo data: the visitor's visit is kept in
 * localStorage ('school-site:last-visit', src/config/constants.ts); a visit ends after 30 minutes without a page
 * view. A bare time there is a last visit as the site saved it before visits had a start.
 */
const LAST_VISIT_KEY = 'school-site:last-visit'
/** Today in the demo data, and a previous visit on 30 September 2026 (evening, school time). */
const TODAY = new Date('2026-11-21T06:00:00.000Z')
const PREVIOUS_VISIT = new Date('2026-09-30T12:00:00.000Z')

/** Come back as a visitor whose last visit was PREVIOUS_VISIT, in a new browser session. */
async function returnVisit(page: Page, url: string) {
  await page.goto('/about')
  await waitForFrame(page)
  await page.evaluate(
    ({ key, time }) => {
      localStorage.setItem(key, time)
      sessionStorage.clear()
    },
    { key: LAST_VISIT_KEY, time: String(PREVIOUS_VISIT.getTime()) },
  )
  await page.goto(url)
  await waitForFrame(page)
}

const badges = (page: Page) => page.getByRole('main').locator('.new-badge')
/** A badge inside a `has` filter (relative to the element filtered). */
const BADGE = '.new-badge'

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

test('a first visit shows no "New" badges, and saves the visit on this device only', async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/News?year=2026')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 })).toHaveCount(5)
  await expect(badges(page)).toHaveCount(0)
  const saved = await page.evaluate((key) => localStorage.getItem(key), LAST_VISIT_KEY)
  expect(JSON.parse(saved ?? 'null')).toEqual({ start: TODAY.getTime(), lastView: TODAY.getTime(), previous: null })
  expect(requests.filter((url) => url.includes(String(TODAY.getTime())))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a return visit: news, events and albums dated since the last visit carry "New", for the whole session', async ({
  page,
  consoleErrors,
}) => {
  await returnVisit(page, '/News?year=2026')
  const news = page.getByRole('list', { name: 'News' })
  await expect(news.locator('li', { has: page.locator(BADGE) }).getByRole('heading', { level: 2 })).toHaveText([
    'Admissions open for session 2027-2028',
    'Winter uniform from 1st November',
  ])
  // Visible "New", and "New since your last visit" for screen readers.
  await expect(badges(page).first()).toBeVisible()
  await expect(badges(page).first()).toHaveText('New since your last visit')
  expect(
    await badges(page)
      .first()
      .evaluate((badge) => badge.getBoundingClientRect().width),
  ).toBeLessThan(80)

  await page.goto('/Events?year=2026')
  await waitForFrame(page)
  await expect(
    page
      .getByRole('list', { name: 'Events' })
      .locator('li', { has: page.locator(BADGE) })
      .getByRole('heading'),
  ).toHaveText(['Parent-Teacher Meeting (Classes I to XII)'])

  // A reload in the same session still compares with the visit before it.
  await page.goto('/Gallery?year=2026-2027')
  await waitForFrame(page)
  await page.reload()
  await waitForFrame(page)
  await expect(
    page
      .getByRole('list', { name: /^Photo galleries/ })
      .locator('li', { has: page.locator(BADGE) })
      .getByRole('heading'),
  ).toHaveText(['Annual Sports Day 2026'])
  expect(consoleErrors).toEqual([])
})

test('the home page: the news marquee and the events carousel show "New" too', async ({ page, consoleErrors }) => {
  await returnVisit(page, '/')
  const ticker = page.locator('.home-ticker--news')
  await expect(ticker.locator('.new-badge').first()).toBeVisible()
  await expect(ticker.locator('.new-badge').first()).toHaveText('New since your last visit')
  // Of the home events (mocks/fixtures/events.ts), only the Parent-Teacher Meeting is dated since the last visit.
  const newEvents = page.locator('.home-events .home-event', { has: page.locator('.new-badge') })
  await expect(newEvents.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Parent-Teacher Meeting (Classes I to XII)',
  )
  await expect(newEvents.filter({ hasNotText: 'Parent-Teacher Meeting' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('a tab kept open for weeks: a route change is a page view, of a new visit, with today its own day', async ({
  page,
  consoleErrors,
}) => {
  // The first-ever visit, on 1 October: nothing is new.
  await page.clock.setFixedTime(new Date('2026-10-01T04:00:00.000Z'))
  await page.goto('/Events?year=2026')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('heading').first()).toBeVisible()
  await expect(badges(page)).toHaveCount(0)
  // 21 November, the same tab never reloaded: the visitor taps News, then Events, in the app.
  await page.clock.setFixedTime(TODAY)
  const tapLink = (path: string) =>
    page.evaluate((href) => {
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)
      link?.click()
    }, path)
  await tapLink('/News')
  await expect(page).toHaveURL(/\/News/)
  await expect(
    page
      .getByRole('list', { name: 'News' })
      .locator('li', { has: page.locator(BADGE) })
      .getByRole('heading', { level: 2 }),
  ).toHaveText(['Admissions open for session 2027-2028', 'Winter uniform from 1st November'])
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), LAST_VISIT_KEY)
  expect(saved).toEqual({
    start: TODAY.getTime(),
    lastView: TODAY.getTime(),
    previous: new Date('2026-10-01T04:00:00.000Z').getTime(),
  })
  expect(consoleErrors).toEqual([])
})
