import { bundleFacts } from '../e2e/bundle-facts'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForFrame } from '../e2e/fixtures'

/**
 * A first visit on a live build: the app's code waits for the first screen (build/app-start.ts), and a page asks
 * for its data once. The offline worker is blocked so that every request is seen here. Which files hold the app's
 * code comes from the build's own records (tests/e2e/bundle-facts.ts).
 */

/** When the page asked for each of `files` (URL paths), and when each arrived (ms since navigation). */
const requestTimes = (page: Page, files: string[]) =>
  page.evaluate(
    (files) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => files.includes(new URL(entry.name).pathname))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          asked: entry.startTime,
          arrived: (entry as PerformanceResourceTiming).responseEnd,
        })),
    files,
  )

test.use({ serviceWorkers: 'block' })

test('a first visit to /Gallery asks for its data once', async ({ page, consoleErrors }) => {
  const galleryCalls: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/gallery/All/')) galleryCalls.push(sent.url())
  })
  await page.goto('/Gallery')
  await waitForFrame(page)
  const list = page.getByRole('list', { name: /^Photo galleries of the session/ })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  expect(galleryCalls).toHaveLength(1)
  expect(consoleErrors).toEqual([])
})

test('the home page asks for its first slider image once and starts all its calls at once', async ({
  page,
  consoleErrors,
}) => {
  const calls = new Set<string>()
  let sliderImageRequests = 0
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/images/slider/campus.svg') sliderImageRequests += 1
    if (path.startsWith('/api/') && !path.startsWith('/api/image')) calls.add(path)
  })
  await page.goto('/')
  await waitForFrame(page)
  await expect(page.getByRole('img', { name: 'The school building on Station Road at sunrise' })).toBeVisible()
  await expect.poll(() => calls.size).toBe(9)
  expect(sliderImageRequests).toBe(1)
  expect(consoleErrors).toEqual([])
})

test("the app's scripts wait for the first screen: asked for once /about's photo has arrived, then the page hydrates", async ({
  page,
  request,
  consoleErrors,
}) => {
  const { appScripts } = await bundleFacts(request)
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
    appScriptStarts: (await requestTimes(page, appScripts)).map((file) => file.asked),
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
  request,
  consoleErrors,
}) => {
  const { appScripts } = await bundleFacts(request)
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
  const appScriptsAskedFor = (await requestTimes(page, appScripts)).length
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
