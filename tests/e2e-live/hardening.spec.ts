import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test, waitForFrame } from '../e2e/fixtures'
import { LIVE_API_ORIGIN } from './playwright.live.config'
import { ageSavedCacheOnce, openControlledByWorker } from './worker'

/**
 * A backend that misbehaves, against a live build: slow bodies and hangs end in the section's error
 * with Retry within the one deadline; the offline worker keeps no backend data and no failed image; a visitor with a
 * token makes no (auth) call without it.
 */

const NEWS_API = /\/api\/news\/all\//
/** REQUEST_DEADLINE_MS + the last back-off (src/config/constants.ts), from the first call, with room to render. */
const ERROR_WITHIN_MS = 30_000
/** How long the page itself may take to start and make its first call (both workers busy in CI). */
const PAGE_START_ALLOWANCE_MS = 15_000

/** A backend that sends its headers and a first byte at once, then one space a second, never finishing. */
async function startTricklingBackend(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
    response.write('[')
    const timer = setInterval(() => response.write(' '), 1000)
    response.on('close', () => clearInterval(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/api/news/all/DEMO01`, server }
}

/** When the page first calls the news API: the one deadline counts from there, not from the page's own start. */
function firstNewsCall(page: Page): Promise<number> {
  return page.waitForRequest(NEWS_API, { timeout: PAGE_START_ALLOWANCE_MS }).then(() => Date.now())
}

async function expectErrorWithRetryWithin(page: Page, firstCall: Promise<number>) {
  const retry = page.getByRole('main').getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible({ timeout: PAGE_START_ALLOWANCE_MS + ERROR_WITHIN_MS })
  expect(Date.now() - (await firstCall)).toBeLessThan(ERROR_WITHIN_MS)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Sorry, we could not load')
  return retry
}

test.describe('one deadline, body included', () => {
  // Two waits for the deadline, each on its own page and backend: side by side, not one after the other.
  test.describe.configure({ mode: 'parallel' })
  test.use({ serviceWorkers: 'block' })
  test.setTimeout(75_000)

  test('a first visit whose answer trickles its body shows the error with Retry within 30 s', async ({ page }) => {
    const trickling = await startTricklingBackend()
    try {
      await page.route(NEWS_API, (route) => route.continue({ url: trickling.url }))
      const firstCall = firstNewsCall(page)
      await page.goto('/News')
      await waitForFrame(page)
      const retry = await expectErrorWithRetryWithin(page, firstCall)
      // The backend is back: Retry shows the list.
      await page.unroute(NEWS_API)
      await retry.click()
      await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem').first()).toBeVisible()
    } finally {
      trickling.server.closeAllConnections()
      trickling.server.close()
    }
  })

  test('an in-app visit to a page whose backend hangs shows the error with Retry within 30 s', async ({ page }) => {
    // From a page without Home's notification popup, which would cover the link.
    await page.goto('/about')
    await waitForFrame(page)
    await page.route(NEWS_API, () => undefined)
    const firstCall = firstNewsCall(page)
    await page.getByRole('region', { name: 'Quick Links' }).getByRole('link', { name: 'News', exact: true }).click()
    await expect(page).toHaveURL(/\/News$/)
    await expectErrorWithRetryWithin(page, firstCall)
  })
})

test.describe('the offline worker keeps the app and images, not backend data', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${LIVE_API_ORIGIN}/__mock/answers`)
  })

  test('new backend data appears on the next visit, and no cache of the worker holds an API answer', async ({
    page,
    request,
  }) => {
    // The Video Gallery, whose backend answer no other test of this suite reads: the suite's files run side by side.
    await openControlledByWorker(page, '/VideoGallery')
    await expect(
      page.getByRole('list', { name: 'Videos' }).getByRole('heading', { name: 'Annual Sports Day 2026 Highlights' }),
    ).toBeVisible()

    // The school publishes a new video; the visitor comes back more than five minutes later (saved data stale).
    const fresh = [
      {
        _id: 'fresh',
        title: 'Fresh video from the backend',
        date: new Date().toISOString(),
        videoUrl: 'https://www.youtube.com/watch?v=q3VfX8mZk2A',
      },
    ]
    await request.put(`${LIVE_API_ORIGIN}/__mock/answers?path=/api/video/all/DEMO01`, { data: fresh })
    // Age the saved copy as the next page starts, before the app reads it (as tests/e2e-live/cache.spec.ts does).
    await ageSavedCacheOnce(page, 6 * 60 * 1000)
    await page.reload()
    await waitForFrame(page)
    await expect(
      page.getByRole('list', { name: 'Videos' }).getByRole('heading', { name: 'Fresh video from the backend' }),
    ).toBeVisible()

    const cachedApiAnswers = await page.evaluate(async () => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        for (const cached of await (await caches.open(name)).keys()) {
          if (/\/api\/(?!image)/.test(new URL(cached.url).pathname)) found.push(`${name}: ${cached.url}`)
        }
      }
      return found
    })
    expect(cachedApiAnswers).toEqual([])
  })

  test('an API address opened as a page (a backend on the same origin) is not kept either', async ({ page }) => {
    await openControlledByWorker(page, '/contactUs')
    await page.goto('/api/news/all/DEMO01')
    const kept = await page.evaluate(async () => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        for (const cached of await (await caches.open(name)).keys()) {
          if (new URL(cached.url).pathname.startsWith('/api/')) found.push(`${name}: ${cached.url}`)
        }
      }
      return found
    })
    expect(kept).toEqual([])
  })

  test('a broken backend image is not cached; a good one is, with its real status', async ({ page }) => {
    await openControlledByWorker(page, '/contactUs')
    const good = `${LIVE_API_ORIGIN}/api/image?url=${encodeURIComponent('news/news-science-olympiad-2026.svg')}`
    const broken = `${LIVE_API_ORIGIN}/api/image?url=${encodeURIComponent('missing/not-uploaded.jpg')}`
    await page.evaluate(
      async (sources) =>
        Promise.all(
          sources.map(
            (src) =>
              new Promise<void>((resolve) => {
                const image = new Image()
                image.onload = image.onerror = () => resolve()
                image.src = src
              }),
          ),
        ),
      [good, broken],
    )
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('images')
      return Promise.all(
        (await cache.keys()).map(async (key) => ({ url: key.url, status: (await cache.match(key))?.status })),
      )
    })
    expect(cached).toContainEqual({ url: good, status: 200 })
    expect(cached.map((entry) => entry.url)).not.toContain(broken)
    expect(cached.filter((entry) => entry.status !== 200)).toEqual([])
  })
})

test.describe('auth', () => {
  test.use({ serviceWorkers: 'block' })

  test('with a token, a first visit makes no (auth) call without it', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('token', 'staff-token'))
    const facultyCalls: Array<string | null> = []
    page.on('request', (request) => {
      if (/\/api\/faculty\/all\//.test(request.url()) && request.method() === 'GET') {
        facultyCalls.push(request.headers()['authorization'] ?? null)
      }
    })
    await page.goto('/faculty')
    await waitForFrame(page)
    await expect(page.getByRole('list', { name: 'Faculty and staff' }).getByRole('listitem').first()).toBeVisible()
    expect(facultyCalls).toEqual(['Bearer staff-token'])
  })
})

test.describe('Transfer Certificate offline', () => {
  test.use({ serviceWorkers: 'block' })

  test("submitting offline fails at once with the spec's message; nothing typed is saved", async ({
    page,
    context,
  }) => {
    await page.goto('/TC')
    await waitForFrame(page)
    await page.getByLabel('Student full name').fill('Asha Verma')
    await page.getByLabel('Admission number').fill('ADM-2019-123')
    await context.setOffline(true)
    const startedAt = Date.now()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toHaveText('Failed to process your request. Please try again later.', {
      timeout: 5_000,
    })
    expect(Date.now() - startedAt).toBeLessThan(5_000)
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()
    // Leaving the page saves the query cache at once: the student's details are not in it, nor anywhere in storage.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
    expect(stored).not.toContain('Asha Verma')
    expect(stored).not.toContain('ADM-2019-123')
    await context.setOffline(false)
  })
})
