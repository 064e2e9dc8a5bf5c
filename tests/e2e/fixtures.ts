import { test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * Every browser test: requests leaving this machine (the map embed, app-store links) are answered locally,
 * and console errors and uncaught exceptions are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline stub</title>' }),
      )
    await provide(errors)
  },
})

export { expect }

/**
 * Wait until the app has rendered its frame (the mock worker starts first in demo builds). A page arrives as
 * prerendered HTML (build/prerender-plugin.ts), whose buttons do nothing until React has taken it over: wait for
 * that too (React keeps its fiber on the elements it owns). The large scenario's 12,000 mock records are made in the
 * page before the app starts (mocks/browser.ts): its tests give it `LARGE_SCENARIO_START_MS` (over 5 s once in CI).
 */
export async function waitForFrame(page: Page, timeout?: number) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached({ timeout })
  await expect(page.getByRole('contentinfo')).toBeAttached({ timeout })
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const footer = document.querySelector('footer')
          return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'))
        }),
      { timeout },
    )
    .toBe(true)
}

/** How long a page of the large scenario (`?mockScenario=large`) may take to start in a demo build. */
export const LARGE_SCENARIO_START_MS = 30_000

/** Waits until an image has really arrived and decoded (complete, with a natural width), not just until its element is there. */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
}

/**
 * Adds up the page's layout shifts not caused by input (cumulative layout shift), from its first paint: call before
 * `page.goto`, then `await total()` when the page has settled.
 */
export async function watchLayoutShift(page: Page): Promise<{ total: () => Promise<number> }> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Reflect.set(window, '__layoutShifts', shifts)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    total: () =>
      page.evaluate(() => (Reflect.get(window, '__layoutShifts') as number[]).reduce((sum, value) => sum + value, 0)),
  }
}
