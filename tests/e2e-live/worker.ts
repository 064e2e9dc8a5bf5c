import type { Page } from '@playwright/test'
import { expect, waitForFrame } from '../e2e/fixtures'

/**
 * Open `path` until the live build's offline worker controls it: the worker installs during the first load and
 * controls the page from the next one on.
 */
export async function openControlledByWorker(page: Page, path: string) {
  await page.goto(path)
  await waitForFrame(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForFrame(page)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * Age the saved query cache by `byMs` once, as the next page starts and before the app reads it: the visit then
 * finds its saved answers stale (older than the 5-minute staleTime), as a visitor coming back later would.
 */
export async function ageSavedCacheOnce(page: Page, byMs: number) {
  await page.addInitScript(
    ({ key, by }) => {
      if (window.top !== window || window.sessionStorage.getItem('aged')) return
      window.sessionStorage.setItem('aged', '1')
      const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        clientState: { queries: Array<{ state: { dataUpdatedAt: number } }> }
      } | null
      for (const query of saved?.clientState.queries ?? []) query.state.dataUpdatedAt -= by
      window.localStorage.setItem(key, JSON.stringify(saved))
    },
    { key: 'school-site:query-cache', by: byMs },
  )
}
