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
