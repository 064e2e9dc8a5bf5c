import { bundleFacts } from '../e2e/bundle-facts'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForFrame } from '../e2e/fixtures'

/**
 * Each page's own start (build/page-start-plugin.ts) on a live build: the page's HTML modulepreloads its route's
 * chunks, so the router does not find them one round trip later, and the page asks for its data once. The offline
 * worker is blocked so that every call is seen here. Which files hold a page's code comes from the build's own
 * records (tests/e2e/bundle-facts.ts).
 */

/**
 * When the page asked for each script of the app (ms since navigation), as Resource Timing saw them: every script of
 * /assets/ but the three small ones of the head (the starter, the router's data, zod's setting).
 */
const appScriptStarts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .filter((entry) => !/\/(app-start|router-data|zod-no-eval)-/.test(entry.name))
      .map((entry) => entry.startTime),
  )

/** A `<link rel="modulepreload">` for each of `files` (URL paths). */
const modulepreloadsOf = (files: string[]) =>
  files.map((file) => `link[rel="modulepreload"][href="${file}"]`).join(', ')
test.use({ serviceWorkers: 'block' })

test("a first visit to /Gallery preloads the page's chunks from its HTML and asks for its data once", async ({
  page,
  request,
  consoleErrors,
}) => {
  const galleryFiles = (await bundleFacts(request)).lazyFilesOf('src/routes/Gallery.tsx')
  expect(galleryFiles.length, "the build has the page's own chunk").toBeGreaterThan(0)
  const galleryCalls: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/gallery/All/')) galleryCalls.push(sent.url())
  })
  // The start is in the page's HTML as the host serves it, not added by a script; no script begins calls.
  const html = await (await request.get('/Gallery')).text()
  for (const file of galleryFiles) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`)
  expect(html).not.toContain('data-calls=')
  await page.goto('/Gallery')
  await waitForFrame(page)
  const list = page.getByRole('list', { name: /^Photo galleries of the session/ })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  expect(galleryCalls).toHaveLength(1)
  await expect(page.locator(modulepreloadsOf(galleryFiles))).toHaveCount(galleryFiles.length)
  // The first card's image is the page's largest paint: it loads at once, first.
  const firstImage = list.getByRole('listitem').first().locator('img')
  await expect(firstImage).toHaveAttribute('loading', 'eager')
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high')
  expect(consoleErrors).toEqual([])
})

test('a first visit to an album, whose call is built from its address, preloads its chunks and shows it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const albumFiles = (await bundleFacts(request)).lazyFilesOf('src/routes/SubGallery.tsx')
  expect(albumFiles.length).toBeGreaterThan(0)
  const html = await (await request.get('/SubGallery?id=gallery-sports-day-2026')).text()
  for (const file of albumFiles) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`)
  await page.goto('/SubGallery?id=gallery-sports-day-2026')
  await waitForFrame(page)
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

test("the app's scripts wait for the first screen: asked for once /about's photo has arrived, then the page hydrates", async ({
  page,
  request,
  consoleErrors,
}) => {
  // As the host serves it: the module script and the modulepreloads only inside the app-start template.
  const html = await (await request.get('/about')).text()
  const outsideTemplate = html.replace(/<template id="app-start">[\s\S]*?<\/template>/, '')
  expect(outsideTemplate).not.toMatch(/<script type="module"|rel="modulepreload"/)
  expect(html).toMatch(
    /<template id="app-start"><script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
  )
  expect(html).toMatch(/<script defer src="\/assets\/app-start-[0-9a-f]{8}\.js"><\/script>/)

  // A slow connection: the school's photo takes a while to arrive.
  const PHOTO_DELAY_MS = 800
  await page.route('**/images/static/school-building.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PHOTO_DELAY_MS))
    await route.continue()
  })
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/about')
  await waitForFrame(page)
  const timing = {
    photoArrived: await page.evaluate(
      () =>
        (
          performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.endsWith('/images/static/school-building.svg')) as
            PerformanceResourceTiming | undefined
        )?.responseEnd ?? Number.NaN,
    ),
    appScriptStarts: await appScriptStarts(page),
  }
  expect(timing.photoArrived, "the photo's arrival").toBeGreaterThan(PHOTO_DELAY_MS)
  expect(timing.appScriptStarts.length, "the app's scripts").toBeGreaterThan(1)
  for (const start of timing.appScriptStarts) expect(start).toBeGreaterThanOrEqual(timing.photoArrived)
  // The app runs: the phone menu's button (a script's) opens the menu.
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  expect(consoleErrors).toEqual([])
})

test("before the app has started, the Menu link opens the phone's menu; once it runs, the menu stays open and the button closes it", async ({
  page,
  consoleErrors,
}) => {
  // The app waits for the first screen's photo (build/app-start.ts): held back here until the checks before it.
  let releasePhoto = () => {}
  const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve))
  await page.route('**/images/static/school-building.svg', async (route) => {
    await photoHeld
    await route.continue()
  })
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const menu = page.getByRole('navigation', { name: 'Main' })
  const contact = menu.getByRole('link', { name: 'Contact', exact: true })
  const menuLink = menu.getByRole('link', { name: 'Menu' })
  await expect(contact).toBeHidden()
  /** Where a control is on the page (not in the window: the link scrolls the page to the menu). */
  const placeOf = (control: Locator) =>
    control.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y: y + window.scrollY, width, height }
    })
  const linkPlace = await placeOf(menuLink)
  await menuLink.click()
  await expect(contact).toBeVisible()
  const appScriptsAskedFor = (await appScriptStarts(page)).length
  expect(appScriptsAskedFor, 'no script of the app yet').toBe(0)

  releasePhoto()
  // The app runs: its Menu button takes the link's place, the same size in the same place (no layout shift), with
  // the menu still open.
  const menuButton = menu.getByRole('button', { name: 'Menu' })
  await expect(menuButton).toBeVisible()
  await expect(menuLink).toBeHidden()
  expect(await placeOf(menuButton)).toEqual(linkPlace)
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(contact).toBeVisible()
  await menuButton.click()
  await expect(contact).toBeHidden()
  await menuButton.click()
  await expect(contact).toBeVisible()
  expect(consoleErrors).toEqual([])
})
