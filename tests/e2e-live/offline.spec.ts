import { expect, test, waitForFrame } from '../e2e/fixtures'
import type { BrowserContext } from '@playwright/test'
import { ageSavedCacheOnce, openControlledByWorker } from './worker'

/**
 * Debian's Chromium 150 keeps navigator.onLine true in a document loaded after Playwright's offline emulation began
 * (the network is cut all the same), where a phone without a network reads false. Setting the emulation again
 * tells the loaded page, as the browser does when a connection drops: navigator.onLine false, an `offline` event.
 */
async function browserSaysOffline(context: BrowserContext) {
  await context.setOffline(false)
  await context.setOffline(true)
}

/**
 * Offline reading on a live build: the Workbox worker (build/pwa-plugin.ts) keeps the shell, the
 * pages and the code of pages seen before; the saved query cache (src/query-client.ts) keeps their data, and is
 * the only place that does.
 */
test('a page seen before opens with the network off, with the offline notice', async ({ page, context }) => {
  await page.goto('/News')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'News' })).toBeVisible()
  // The worker installs during the first visit; from the next load on it controls the page and keeps what it serves.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'News' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByText('Offline, showing saved content')).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.getByRole('status').filter({ hasText: 'Offline, showing saved content' })).toBeVisible()
  const list = page.getByRole('list', { name: 'News' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()

  // Back online: the notice goes.
  await context.setOffline(false)
  await expect(page.getByText('Offline, showing saved content')).toHaveCount(0)
})

test('a page never seen still opens its frame offline (the precached shell), with the notice', async ({
  page,
  context,
}) => {
  await openControlledByWorker(page, '/')

  await context.setOffline(true)
  await page.goto('/contactUs')
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.getByRole('status').filter({ hasText: 'Offline, showing saved content' })).toBeVisible()
})

test('a page seen a while ago opens offline with its saved data, and asks for it again once back online', async ({
  page,
  context,
}) => {
  await openControlledByWorker(page, '/News')
  const list = page.getByRole('list', { name: 'News' })
  await expect(list.getByRole('listitem').first()).toBeVisible()

  // Six minutes later (the saved answer is stale, so the app wants it again), without a network.
  await ageSavedCacheOnce(page, 6 * 60 * 1000)
  await context.setOffline(true)
  await page.reload()
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.getByRole('status').filter({ hasText: 'Offline, showing saved content' })).toBeVisible()
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  await expect(page.getByText(/Loading the news/)).toHaveCount(0)

  // Back online: the stale list is asked for again by itself, and stays on screen meanwhile.
  const asked = page.waitForRequest(/\/api\/news\/all\//)
  await context.setOffline(false)
  await asked
  await expect(list.getByRole('listitem').first()).toBeVisible()
})

test('the site search works offline on the lists this visitor has: pages always, records from the saved cache', async ({
  page,
  context,
}) => {
  // Online: the search once (its code), then the news list (its data), under the worker.
  await openControlledByWorker(page, '/search?q=winter')
  await expect(page.getByRole('region', { name: /^News \(\d+\)$/ })).toBeVisible()
  await page.goto('/News')
  await waitForFrame(page)
  await expect(page.getByRole('list', { name: 'News' })).toBeVisible()

  await context.setOffline(true)
  await page.goto('/search?q=winter%20uniform')
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.getByRole('status').filter({ hasText: 'Offline, showing saved content' })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /^News \(\d+\)$/ })
      .getByRole('link', { name: 'Winter uniform from 1st November' }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: /^Pages \(\d+\)$/ }).getByRole('link', { name: 'School Uniform' }),
  ).toBeVisible()
})

test('in Hindi too: a Hindi page seen before opens offline in Hindi, and one never seen opens its Hindi frame', async ({
  page,
  context,
}) => {
  await openControlledByWorker(page, '/hi/News')
  const list = page.getByRole('list', { name: 'समाचार' })
  await expect(list.getByRole('listitem').first()).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' })).toBeVisible()
  await expect(list.getByRole('listitem').first()).toBeVisible()

  // A Hindi page not opened before: as in English, the precached shell's frame (its page's own code was never
  // fetched), here in Hindi with the catalogue the first visit kept, and the notice.
  await page.goto('/hi/contactUs')
  await waitForFrame(page)
  await browserSaysOffline(context)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeAttached()
  await expect(page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' })).toBeVisible()
})
