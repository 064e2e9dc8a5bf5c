import { expect, test } from '../e2e/fixtures'

/**
 * With the server, the backend's photos come from the site's own origin (the build's resizer at
 * `/img/{width}/{url}`, answered by the server from its resizer and kept), so the first photo needs no connection to
 * another origin. Every photo of the page, scrolled to (the lazy ones too), shows, and no photo request leaves the
 * site: none goes to the backend's (the mock's) origin.
 */
test.use({ serviceWorkers: 'block' })

const PHOTO_PAGES = ['/Gallery', '/Events', '/SubGallery?id=gallery-sports-day-2026', '/faculty', '/topperX'] as const

/** A photo copy's address on the site (the build's VITE_IMAGE_RESIZER, playwright.server.config.ts). */
const COPY_PATH = '/img/'

for (const path of PHOTO_PAGES) {
  test(`${path}: every backend photo comes from the site's own origin, and shows`, async ({ page }) => {
    const photoOrigins = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photoOrigins.add(new URL(request.url()).origin)
    })
    await page.goto(path, { waitUntil: 'load' })
    const origin = new URL(page.url()).origin
    // The lead photo (eager) has arrived and has its pixels.
    const lead = page.locator('img[fetchpriority="high"]').first()
    await expect
      .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)

    // Every photo of the page, each scrolled into view so that a lazy one loads: its copy, from this origin, shown.
    const images = page.locator('main img')
    const count = await images.count()
    let copies = 0
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index)
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc !== ''))
        .toBe(true)
      const { currentSrc, naturalWidth } = await image.evaluate((element: HTMLImageElement) => ({
        currentSrc: element.currentSrc,
        naturalWidth: element.naturalWidth,
      }))
      expect(new URL(currentSrc).origin, currentSrc).toBe(origin)
      expect(naturalWidth, currentSrc).toBeGreaterThan(0)
      if (new URL(currentSrc).pathname.startsWith(COPY_PATH)) copies += 1
    }
    expect(copies).toBeGreaterThan(0)

    const copy = await page.evaluate(
      (copyPath) => Array.from(document.images).find((image) => image.currentSrc.includes(copyPath))?.currentSrc,
      COPY_PATH,
    )
    const answer = await page.request.get(copy ?? '')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^image\//)
    expect(answer.headers()['cache-control']).toBe('public, max-age=2592000')
    expect([...photoOrigins]).toEqual([origin])
  })
}
