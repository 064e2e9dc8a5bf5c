import type { Page, Request } from '@playwright/test'
import { expect, expectImageLoaded, test, waitForFrame } from '../e2e/fixtures'
import { waitForSettledPage } from '../a11y/pages'
import { PHOTOS_API_ORIGIN } from './playwright.photos.config'

/**
 * Photos against a live build with a real resizer (sharp) and real-size photos (4000×3000, 2.9 MB): phones get
 * copies sized to how the photo is shown, lazily, with boxes reserved; the lightbox fetches the original only when
 * zoomed; under Save-Data nothing loads until the visitor asks.
 */

const RESIZER = `${PHOTOS_API_ORIGIN}/__resize`
const ORIGINAL = `${PHOTOS_API_ORIGIN}/api/image`
/** The ceiling for a card or grid image at 390 px. */
const MAX_CARD_WIDTH = 1000

/** Every photo request the page makes: resized copies (with their width) and originals. */
function watchPhotos(page: Page) {
  const resized: number[] = []
  const originals: string[] = []
  page.on('request', (request: Request) => {
    const url = request.url()
    if (url.startsWith(RESIZER)) resized.push(Number(new URL(url).searchParams.get('w')))
    else if (url.startsWith(ORIGINAL) && request.resourceType() === 'image') originals.push(url)
  })
  return { resized, originals }
}

/** Scroll to the end of the page in steps, so every lazy image comes near the viewport and loads. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(100)
    if (atEnd) break
  }
}

/** The backend photos on the page that have loaded: the width they arrived at and the width they are shown. */
async function loadedPhotos(page: Page) {
  return page.evaluate((resizer) => {
    return [...document.querySelectorAll('img')]
      .filter((image) => image.complete && image.currentSrc.startsWith(resizer))
      .map((image) => ({
        requested: Number(new URL(image.currentSrc).searchParams.get('w')),
        natural: image.naturalWidth,
        shown: image.getBoundingClientRect().width,
        src: image.currentSrc,
      }))
  }, RESIZER)
}

const PAGES = [
  { path: '/', expectPhotos: 6 },
  { path: '/Gallery', expectPhotos: 4 },
  { path: '/Events', expectPhotos: 4 },
  { path: '/topperX', expectPhotos: 3 },
  { path: '/faculty', expectPhotos: 3 },
  { path: '/SubGallery?id=gallery-sports-day-2026', expectPhotos: 8 },
]

test.describe('at 390 px, twice the pixels', () => {
  for (const { path, expectPhotos } of PAGES) {
    test(`${path}: photos come from the resizer, never wider than twice their display width, no original`, async ({
      page,
      consoleErrors,
    }) => {
      const photos = watchPhotos(page)
      await page.goto(path)
      // The page's data first: a card put in above the window while it scrolls on is never near it, so a visitor
      // scrolling as fast as this would see its photo only on scrolling back.
      await waitForSettledPage(page)
      await scrollThrough(page)
      await expect
        .poll(async () => (await loadedPhotos(page)).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(expectPhotos)
      const pixelRatio = await page.evaluate(() => window.devicePixelRatio)
      for (const photo of await loadedPhotos(page)) {
        expect(photo.requested, photo.src).toBeLessThanOrEqual(MAX_CARD_WIDTH)
        // Zero-width images are in a hidden carousel slide or the closed popup: nothing to compare.
        if (photo.shown > 0) expect(photo.natural, photo.src).toBeLessThanOrEqual(2 * photo.shown * pixelRatio)
      }
      expect(photos.originals).toEqual([])
      expect(Math.max(...photos.resized)).toBeLessThanOrEqual(MAX_CARD_WIDTH)
      expect(consoleErrors).toEqual([])
    })
  }

  test('/faculty: photos below the first screen wait until scrolled near', async ({ page }) => {
    const photos = watchPhotos(page)
    await page.goto('/faculty')
    await waitForFrame(page)
    const portraits = page.getByRole('main').locator('img.person-photo[srcset]')
    await expect(portraits.first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const total = await portraits.count()
    const before = photos.resized.length
    expect(before).toBeGreaterThan(0)
    expect(before).toBeLessThan(total)
    await scrollThrough(page)
    await expect.poll(() => photos.resized.length).toBe(total)
  })

  test('/Gallery: photos arriving move nothing (layout shift 0)', async ({ page }) => {
    await page.goto('/Gallery')
    await waitForFrame(page)
    // The albums first: this is about photos arriving. The page can hydrate before the albums' answer has come
    // (a race of tens of ms here), and the cards then replacing "Loading…" move the footer of a page the test has
    // already scrolled to its end, a shift no visitor scrolling by hand would be in time to see.
    await expect(page.getByRole('list', { name: /Photo galleries of the session/ })).toBeVisible()
    await page.evaluate(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await scrollThrough(page)
    await expect.poll(async () => (await loadedPhotos(page)).length).toBeGreaterThanOrEqual(4)
    const total = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
    )
    expect(total).toBe(0)
  })

  test('the lightbox shows a copy that fits the screen, and fetches the original only when zoomed in', async ({
    page,
  }) => {
    const photos = watchPhotos(page)
    await page.goto('/SubGallery?id=gallery-sports-day-2026')
    await waitForFrame(page)
    const grid = page.getByRole('list', { name: /Photos of/ })
    await grid.getByRole('button').first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const slide = dialog.locator('.yarl__slide_current img').last()
    await expectImageLoaded(slide)
    expect(await slide.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/__resize?')
    expect(photos.originals).toEqual([])
    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' })
    for (let step = 0; step < 12 && (await zoomIn.isEnabled()); step += 1) {
      await zoomIn.click()
      await page.waitForTimeout(150)
    }
    await expect.poll(() => photos.originals.length, { timeout: 15_000 }).toBeGreaterThan(0)
  })
})

/**
 * What a phone's first visit to the home page may move at most: the page, its first script and styles, and the photos
 * of its first screen (docs/performance.md measures it on the hosts, `npm run perf -- --routes=/ --real-photos`).
 */
const HOME_FIRST_VISIT_MAX_KIB = 600

test(`a first visit to the home page moves less than ${HOME_FIRST_VISIT_MAX_KIB} KiB, photos off the screen left for later`, async ({
  page,
}) => {
  const responses: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    responses.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize))
  })
  await page.goto('/')
  await waitForSettledPage(page)
  await page.waitForLoadState('networkidle')
  const kib = (await Promise.all(responses)).reduce((sum, bytes) => sum + bytes, 0) / 1024
  console.log(`[home, first visit at 390 px, real-size photos] ${kib.toFixed(0)} KiB in ${responses.length} responses`)
  expect(kib).toBeLessThan(HOME_FIRST_VISIT_MAX_KIB)
})

test.describe('low-data mode (Save-Data)', () => {
  test('no photo loads until the visitor taps "Show photos"; then they do', async ({ page }) => {
    await page.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true })
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true })
    })
    const photos = watchPhotos(page)
    await page.goto('/Gallery')
    await waitForFrame(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('note')).toContainText('Data saver is on')
    await expect(main.locator('.list-card__image').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(photos.resized).toEqual([])
    expect(photos.originals).toEqual([])
    await main.getByRole('button', { name: 'Show photos' }).click()
    await expect.poll(() => photos.resized.length).toBeGreaterThan(0)
    await expect(main.getByRole('note')).toHaveCount(0)
  })
})
