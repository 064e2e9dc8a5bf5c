import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { PAGE_URLS, waitForSettledPage } from '../a11y/pages'
import { PAGES_WITH_FIRST_CALLS } from '../first-calls'
import { expect, test } from './fixtures'

/**
 * Every page on the hostile mock data (`?mockScenario=hostile`, mocks/scenarios/hostile.ts): script tags,
 * event handlers and javascript:/data: URLs in every field, wrong types, nulls, duplicate ids, very long strings
 * and an HTML error page. Nothing may execute, nothing may crash, and the good records still show.
 */

/** HOSTILE_GALLERY_ID of mocks/scenarios/hostile.ts (the mocks' fixtures do not load in the test runner). */
const HOSTILE_GALLERY_ID = 'hostile-gallery'

const withHostileData = (url: string) => `${url}${url.includes('?') ? '&' : '?'}mockScenario=hostile`

/** Elements and attributes that could run script, anywhere in the document. */
const EXECUTABLE = [
  // The school's JSON-LD (on / and /contactUs) is data the browser never runs, made from src/config/site.ts alone.
  'body script:not([type="application/ld+json"])',
  'body iframe[src^="javascript" i]',
  'body object',
  'body embed',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  '[ontoggle]',
  '[onclick]',
  'a[href^="javascript" i]',
  'a[href^="data:" i]',
  'a[href^="vbscript" i]',
  'a[href^="//"]',
  '[src^="javascript" i]',
  '[src^="data:text" i]',
  '[src^="data:image/svg" i]',
  'form[action^="javascript" i]',
].join(', ')

/** The browser's own report of a failed download: the one console error a page cannot prevent. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of \d+/

/** Dialogs the page opened (dismissed at once) and answers that failed, from now on. */
function watchHostile(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const failedResponses: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(response.url())
  })
  return { dialogs, failedResponses }
}

async function openHostile(page: Page, url: string) {
  await page.goto(withHostileData(url))
  await waitForSettledPage(page)
}

async function visitHostile(page: Page, url: string) {
  const watched = watchHostile(page)
  await openHostile(page, url)
  return watched
}

async function expectNothingExecuted(page: Page, dialogs: readonly string[]) {
  // Give lazy images, error handlers and timers the chance to fire.
  await page.mouse.move(200, 400)
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  await expect(page.locator(EXECUTABLE)).toHaveCount(0)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

/**
 * Every page that asks the backend, and the hostile album, in groups: one tab visits a group's addresses in turn, as
 * a visitor would. A page that asks the backend nothing (tests/first-calls.ts) has no data to be hostile.
 */
const HOSTILE_URLS = [
  ...PAGE_URLS.filter((url) => PAGES_WITH_FIRST_CALLS.has(url.split('?')[0] ?? url)),
  `/SubGallery?id=${HOSTILE_GALLERY_ID}`,
]
const GROUPS = 4

test.describe('every page on hostile data', () => {
  test.setTimeout(120_000)
  for (let group = 0; group < GROUPS; group += 1) {
    const urls = HOSTILE_URLS.filter((_, index) => index % GROUPS === group)
    test(`${urls.join(', ')}: nothing executes, nothing crashes, nothing in the console`, async ({
      page,
      consoleErrors,
    }) => {
      const { dialogs, failedResponses } = watchHostile(page)
      for (const url of urls) {
        await test.step(url, async () => {
          await openHostile(page, url)
          await expectNothingExecuted(page, dialogs)
          // No exception, no Content-Security-Policy report (an inline handler met by the sanitiser's parser, an
          // image from a host the policy blocks). The only error allowed is the browser's report of a file the data
          // names and the backend does not have (a 404 from /api/image): no page can know that before asking.
          const unexplained = consoleErrors.filter((error) => !FAILED_RESOURCE.test(error))
          expect(unexplained).toEqual([])
          expect(failedResponses.filter((failed) => !failed.includes('/api/image?url='))).toEqual([])
          expect(consoleErrors.length).toBeLessThanOrEqual(failedResponses.length)
        })
      }
    })
  }
})

test.describe('good records still show on hostile data', () => {
  const cases: ReadonlyArray<readonly [url: string, text: string]> = [
    ['/News', 'Admissions open for session 2027-2028'],
    ['/Events', 'Annual Sports Day 2026'],
    ['/Gallery', 'Annual Sports Day 2026'],
    ['/VideoGallery', 'Annual Sports Day 2026 Highlights'],
    ['/faculty', 'Mr. Rajesh Kumar Srivastava'],
    [`/SubGallery?id=${HOSTILE_GALLERY_ID}`, 'Hostile gallery'],
  ]
  for (const [url, text] of cases) {
    test(`${url} shows "${text}"`, async ({ page }) => {
      const { dialogs } = await visitHostile(page, url)
      await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible()
      await expectNothingExecuted(page, dialogs)
    })
  }

  test('/Events: the calendar file of hostile events is still a valid iCalendar file, its text as text', async ({
    page,
  }) => {
    const { dialogs } = await visitHostile(page, '/Events?year=all')
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add these events to my calendar' }).click()
    const download = await downloadPromise
    const text = await readFile(await download.path(), 'utf8')
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
    expect(events.length).toBeGreaterThan(0)
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
    expect(events.map((event) => event.summary)).toContain('Annual Sports Day 2026')
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    await expectNothingExecuted(page, dialogs)
  })

  test('/search finds hostile records as text, each result a link inside the site; hostile words run nothing', async ({
    page,
  }) => {
    const { dialogs } = await visitHostile(page, '/search?q=hostile')
    const main = page.getByRole('main')
    await expect(main.getByRole('status').filter({ hasText: /^\d+ results for “hostile”/ })).toBeVisible({
      timeout: 20_000,
    })
    await expect(main.getByRole('region', { name: /^News \(\d+\)$/ })).toBeVisible()
    await expect(main.getByRole('link', { name: /<script>window.__pwned/ }).first()).toBeVisible()
    const hrefs = await main
      .locator('.site-search__results a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/[A-Za-z]/)
    await expectNothingExecuted(page, dialogs)

    const words = `<img src=x onerror="window.__pwned='search-words'">`
    await page.goto(withHostileData(`/search?q=${encodeURIComponent(words)}`))
    await waitForSettledPage(page)
    await expect(main.getByRole('status')).toContainText(`for “${words}”`)
    await expectNothingExecuted(page, dialogs)
  })

  test('"New" badges on a return visit: the good records since the last visit, none for hostile dates', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00.000Z'))
    const { dialogs } = await visitHostile(page, '/about')
    // The last visit on 30 September 2026, in a new browser session (tests/e2e/new-badges.spec.ts does the same).
    await page.evaluate(() => {
      localStorage.setItem('school-site:last-visit', String(new Date('2026-09-30T12:00:00.000Z').getTime()))
      sessionStorage.clear()
    })
    await page.goto(withHostileData('/News?year=all'))
    await waitForSettledPage(page)
    const newsWithBadge = page.getByRole('list', { name: 'News' }).locator('li', { has: page.locator('.new-badge') })
    await expect(newsWithBadge.getByRole('heading', { level: 2 })).toHaveText([
      'Admissions open for session 2027-2028',
      'Winter uniform from 1st November',
    ])
    await expectNothingExecuted(page, dialogs)
  })

  test('hostile markup shows as text, never as markup', async ({ page }) => {
    const { dialogs } = await visitHostile(page, '/faculty')
    await expect(
      page
        .getByRole('main')
        .getByText(/<script>window.__pwned/)
        .first(),
    ).toBeVisible()
    await expectNothingExecuted(page, dialogs)
  })

  test('/syllabus answers with an HTML error page: the section shows its error with Retry', async ({ page }) => {
    const { dialogs } = await visitHostile(page, '/syllabus')
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 })
    await expectNothingExecuted(page, dialogs)
  })

  test('the home page popup and sections survive hostile notifications', async ({ page }) => {
    const { dialogs } = await visitHostile(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    const popup = page.getByRole('dialog', { name: 'Notifications' })
    await expect(popup).toBeVisible({ timeout: 10_000 })
    await expectNothingExecuted(page, dialogs)
  })

  test('very long words in the data do not make pages scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    for (const url of ['/News', '/Events', '/faculty', '/topperX', `/SubGallery?id=${HOSTILE_GALLERY_ID}`]) {
      await openHostile(page, url)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBeLessThanOrEqual(0)
    }
  })
})
