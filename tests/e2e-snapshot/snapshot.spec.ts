import type { APIRequestContext, Page, Route } from '@playwright/test'
import { expect, test, waitForFrame, watchLayoutShift } from '../e2e/fixtures'
import { collectHydrationReports, headingWasHydrated, rememberPrerenderedHeading } from '../e2e/hydration-checks'
import { BUILT_WITHOUT_BACKEND_ORIGIN, SNAPSHOT_API_ORIGIN } from './playwright.snapshot.config'

/** The news list, as the backend answers it and the snapshot holds it. */
const NEWS_PATH = '/api/news/all/DEMO01'

interface NewsItem {
  title: string
}

/** The most layout shift the snapshot and its replacement may cause together (the web's "good" is 0.1). */
const MAX_LAYOUT_SHIFT = 0.01

const HOUR_MS = 3_600_000

/**
 * Holds the app's start (its entry module) until `release` is called: what a visitor sees before the app runs is the
 * page's HTML alone.
 */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return { release }
}

const newsTitles = (page: Page) => page.locator('main h2.list-card__title')

test.describe("a live build's data pages on a static host", () => {
  let snapshotNews: NewsItem[]

  test.beforeAll(async ({ request }) => {
    snapshotNews = (await (await request.get(`${SNAPSHOT_API_ORIGIN}${NEWS_PATH}`)).json()) as NewsItem[]
  })

  test.afterEach(async ({ request }) => {
    await request.delete(`${SNAPSHOT_API_ORIGIN}/__mock/answers`)
  })

  /** The backend's news from now on: the first item retitled, the rest as they were. */
  async function changeTheNews(request: APIRequestContext, title: string) {
    const changed = snapshotNews.map((item, index) => (index === 0 ? { ...item, title } : item))
    await request.put(`${SNAPSHOT_API_ORIGIN}/__mock/answers?path=${NEWS_PATH}`, { data: changed })
  }

  test('the snapshot shows before the app, and the backend change replaces it in place', async ({ page, request }) => {
    const first = snapshotNews[0]!.title
    const changedTitle = `${first.slice(0, -1)}!`
    await changeTheNews(request, changedTitle)
    // Six minutes after the build, as a visitor comes some time after it: the snapshot is stale (five minutes), so the
    // app asks the backend as it starts; still well within the bound.
    await page.clock.install({ time: Date.now() + 6 * 60_000 })
    const layoutShift = await watchLayoutShift(page)
    const hydrationReports = collectHydrationReports(page)
    await rememberPrerenderedHeading(page)
    const app = await holdTheApp(page)

    await page.goto('/News')
    await expect(page.locator('html')).toHaveAttribute('data-snapshot-at', /^\d+$/)
    await expect(page.locator('html')).not.toHaveClass(/snapshot-old/)
    // The records are in the HTML, and shown, with no app yet.
    await expect(newsTitles(page).first()).toHaveText(first)
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)

    app.release()
    await waitForFrame(page)
    // The app took the snapshot's HTML over as it was (hydrated, without a mismatch), then refetched.
    await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
    await expect(newsTitles(page).first()).toHaveText(changedTitle)
    expect(hydrationReports).toEqual([])
    const shift = await layoutShift.total()
    test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) })
    expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT)
  })

  test('a snapshot older than the bound is never shown: the page loads from the backend as without one', async ({
    page,
    request,
  }) => {
    const changedTitle = 'News of today, from the backend'
    await changeTheNews(request, changedTitle)
    // A day and an hour after the build: past VITE_SNAPSHOT_MAX_AGE_HOURS (24 by default).
    await page.clock.install({ time: Date.now() + 25 * HOUR_MS })
    const app = await holdTheApp(page)

    await page.goto('/News', { waitUntil: 'domcontentloaded' })
    // Marked by the check in <head> before the body was parsed: the old records are hidden from the first paint.
    await expect(page.locator('html')).toHaveClass(/snapshot-old/)
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).visibility)).toBe('hidden')

    app.release()
    await waitForFrame(page)
    await expect(newsTitles(page).first()).toHaveText(changedTitle)
    await expect(page.locator('html')).not.toHaveClass(/snapshot-old/)
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).visibility)).toBe('visible')
  })

  test('a page built with the backend down carries no snapshot, and loads its data as before', async ({ page }) => {
    const app = await holdTheApp(page)
    await page.goto(`${BUILT_WITHOUT_BACKEND_ORIGIN}/News`)
    await expect(page.locator('html')).not.toHaveAttribute('data-snapshot-at', /.*/)
    await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible()
    await expect(newsTitles(page)).toHaveCount(0)

    app.release()
    await waitForFrame(page)
    await expect(newsTitles(page).first()).toHaveText(snapshotNews[0]!.title)
  })
})
