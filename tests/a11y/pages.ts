import { expect, type Page } from '@playwright/test'
import { sitePagesIn } from '../../build/site-pages'
import { waitForFrame } from '../e2e/fixtures'

/** A gallery of the demo data, so that /SubGallery shows a real gallery rather than its "not found" message. */
const DEMO_SUB_GALLERY = '/SubGallery?id=gallery-sports-day-2026'

/**
 * Every page of the site map as a URL to visit (the gallery detail page with a demo gallery's id), each magazine issue
 * of the data folder among them.
 */
export const PAGE_URLS: readonly string[] = sitePagesIn().map((page) =>
  page.path === '/SubGallery' ? DEMO_SUB_GALLERY : page.path,
)

/**
 * Wait until a page has rendered its frame and its heading and no section is still loading, so that the checks
 * see the page a visitor reads rather than its loading state. The prerendered HTML has the frame before the app
 * runs: wait for React to own it too (hydrated, or rendered afresh for an address with a query, like an album's).
 */
export async function waitForSettledPage(page: Page) {
  await waitForFrame(page)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('.loading')).toHaveCount(0, { timeout: 20_000 })
}

/** Close the home page's notification popup if it is open (it opens by itself with the demo data). */
export async function closeNotificationPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Notifications' })
  // The popup opens shortly after the notifications arrive; give it the chance to, without requiring it.
  await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined)
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /Close/ }).first().click()
    await expect(dialog).toBeHidden()
  }
}
