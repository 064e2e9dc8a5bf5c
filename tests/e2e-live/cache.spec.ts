import type { Page, Route } from '@playwright/test'
import { expect, test, waitForFrame } from '../e2e/fixtures'

/**
 * Instant navigation on a live build against the HTTP mock backend. The offline worker is blocked
 * here so that every API call shows up in page.route (the offline spec covers the worker).
 */
test.use({ serviceWorkers: 'block' })

const NEWS_API = /\/api\/news\/all\//
const QUERY_CACHE_KEY = 'school-site:query-cache'
const STALE_BY_MS = 6 * 60 * 1000

/** Hold every News API call (the network is slow): only saved data can fill the page meanwhile. */
async function holdNewsApi(page: Page) {
  const held: Route[] = []
  await page.route(NEWS_API, (route) => {
    held.push(route)
  })
  return held
}

async function expectNewsList(page: Page) {
  const list = page.getByRole('list', { name: 'News' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('listitem').first()).toBeVisible()
}

test('a second visit to /News renders its list from saved data, before the API answers', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/News')
  await waitForFrame(page)
  await expectNewsList(page)

  // Second visit, more than five minutes later: the saved data is stale, so the API is asked, but it is slow.
  // The init script ages the saved copy before the app starts (after the first page has saved it on pagehide).
  await page.addInitScript(
    ({ key, by }) => {
      if (window.top !== window || window.location.protocol !== 'http:') return
      const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        clientState: { queries: Array<{ state: { dataUpdatedAt: number } }> }
      } | null
      if (!saved) return
      for (const query of saved.clientState.queries) query.state.dataUpdatedAt -= by
      window.localStorage.setItem(key, JSON.stringify(saved))
    },
    { key: QUERY_CACHE_KEY, by: STALE_BY_MS },
  )
  const held = await holdNewsApi(page)
  await page.goto('/News')
  await waitForFrame(page)
  await expectNewsList(page)
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(page.getByText(/Loading the news/)).toHaveCount(0)
  // The revalidation is still waiting for the network while the list shows.
  for (const route of held) await route.continue()
  expect(consoleErrors).toEqual([])
})

test('back to a visited page: no request, no loading state', async ({ page, consoleErrors }) => {
  await page.goto('/News')
  await waitForFrame(page)
  await expectNewsList(page)

  await page.getByRole('region', { name: 'Quick Links' }).getByRole('link', { name: 'Events', exact: true }).click()
  await expect(page).toHaveURL(/\/Events$/)
  await expect(page.getByRole('list', { name: 'Events' })).toBeVisible()

  const newsCalls: string[] = []
  page.on('request', (request) => {
    if (NEWS_API.test(request.url())) newsCalls.push(request.url())
  })
  // Record any loading message that appears during the way back, however briefly.
  await page.evaluate(() => {
    const seen: string[] = []
    Reflect.set(window, '__loadingSeen', seen)
    new MutationObserver(() => {
      const text = document.body.textContent ?? ''
      const match = /Loading[^.…]*[.…]/.exec(text)
      if (match) seen.push(match[0])
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.goBack()
  await expect(page).toHaveURL(/\/News$/)
  await expectNewsList(page)
  expect(await page.evaluate(() => Reflect.get(window, '__loadingSeen') as string[])).toEqual([])
  expect(newsCalls).toEqual([])
  expect(consoleErrors).toEqual([])
})
