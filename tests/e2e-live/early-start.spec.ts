import { bundleFacts } from '../e2e/bundle-facts'
import { expect, test, waitForFrame } from '../e2e/fixtures'

/**
 * Each page's own start (build/page-start-plugin.ts) on a live build: the page's HTML modulepreloads its chunks and
 * loads the early-fetch script with its first calls, which begins them while the entry script downloads, and the
 * app takes those answers instead of asking again. The offline worker is blocked so that every call is seen here. Which files hold a page's
 * code or the HTTP client comes from the build's own records (tests/e2e/bundle-facts.ts).
 */

/** The HTTP client's module (src/api/http.ts): a chunk a first screen does without. */
const HTTP_CLIENT = 'src/api/http.ts'

/** A `<link rel="modulepreload">` for each of `files` (URL paths). */
const modulepreloadsOf = (files: string[]) =>
  files.map((file) => `link[rel="modulepreload"][href="${file}"]`).join(', ')
test.use({ serviceWorkers: 'block' })

test('a first visit to /Gallery asks for its data once, early, and shows it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const facts = await bundleFacts(request)
  const httpClientFiles = facts.filesHolding(HTTP_CLIENT)
  const galleryFiles = facts.lazyFilesOf('src/routes/Gallery.tsx')
  expect(httpClientFiles).toHaveLength(1)
  expect(galleryFiles.length, "the build has the page's own chunk").toBeGreaterThan(0)
  const galleryCalls: string[] = []
  const httpClientLoads: string[] = []
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname
    if (path.startsWith('/api/gallery/All/')) galleryCalls.push(sent.url())
    if (httpClientFiles.includes(path)) httpClientLoads.push(sent.url())
  })
  // The start is in the page's HTML as the host serves it, not added by a script.
  const html = await (await request.get('/Gallery')).text()
  for (const file of galleryFiles) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`)
  expect(html).toMatch(
    /<script async fetchpriority="high" src="[^"]+" data-calls="\[\[&quot;gallery\/All\/DEMO01&quot;,0\]\]">/,
  )
  await page.goto('/Gallery')
  await waitForFrame(page)
  const list = page.getByRole('list', { name: /^Photo galleries of the session/ })
  await expect(list.getByRole('listitem').first()).toBeVisible()

  // One call: the app took the script's answer (two calls would mean it asked again).
  expect(galleryCalls).toHaveLength(1)
  // The script left its answers in the page and the client took them all.
  expect(await page.evaluate(() => Object.keys(Reflect.get(window, '__schoolEarlyData') ?? { missing: true }))).toEqual(
    [],
  )
  // The page's own chunk was modulepreloaded by its HTML, not found later by the router.
  await expect(page.locator(modulepreloadsOf(galleryFiles))).toHaveCount(galleryFiles.length)
  // The first card's image is the page's largest paint: it loads at once, first.
  const firstImage = list.getByRole('listitem').first().locator('img')
  await expect(firstImage).toHaveAttribute('loading', 'eager')
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high')
  // The HTTP client (src/api/http.ts) was not among the first screen's scripts; it loads once the page has settled.
  expect(httpClientLoads).toEqual([])
  await expect.poll(() => httpClientLoads.length, { timeout: 10_000 }).toBe(1)
  expect(consoleErrors).toEqual([])
})

test('a first visit to an album preloads the HTTP client, which its first call needs', async ({
  page,
  request,
  consoleErrors,
}) => {
  const httpClientFiles = (await bundleFacts(request)).filesHolding(HTTP_CLIENT)
  expect(httpClientFiles).toHaveLength(1)
  // Its call is built from the address (?id=), so the page's HTML has no early fetch, only the client's preload.
  const html = await (await request.get('/SubGallery?id=gallery-sports-day-2026')).text()
  expect(html).not.toContain('data-calls=')
  await page.goto('/SubGallery?id=gallery-sports-day-2026')
  await waitForFrame(page)
  await expect(page.locator(modulepreloadsOf(httpClientFiles))).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('img').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the home page preloads its first slider image once and starts all its calls at once', async ({
  page,
  consoleErrors,
}) => {
  const calls = new Set<string>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/') && !path.startsWith('/api/image')) calls.add(path)
  })
  await page.goto('/')
  await waitForFrame(page)
  await expect(page.locator('link[rel="preload"][as="image"][href="/images/slider/campus.svg"]')).toHaveCount(1)
  await expect(page.getByRole('img', { name: 'The school building on Station Road at sunrise' })).toBeVisible()
  await expect.poll(() => calls.size).toBe(9)
  expect(consoleErrors).toEqual([])
})
