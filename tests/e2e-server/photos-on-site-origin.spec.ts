import { expect, test } from '../e2e/fixtures'

/**
 * Issue 49, point 3: with the server, the backend's photos come from the site's own origin (the build's resizer at
 * `/img/{width}/{url}`, answered by the server from its resizer and kept), so the first photo needs no connection to
 * another origin. Every photo shows, and no photo request leaves the site.
 */
test.use({ serviceWorkers: 'block' })

const PHOTO_PAGES = ['/Gallery', '/Events', '/SubGallery?id=gallery-sports-day-2026', '/faculty', '/topperX'] as const

for (const path of PHOTO_PAGES) {
  test(`${path}: every backend photo comes from the site's own origin, and shows`, async ({ page }) => {
    const photoOrigins = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photoOrigins.add(new URL(request.url()).origin)
    })
    await page.goto(path, { waitUntil: 'load' })
    const origin = new URL(page.url()).origin
    const photos = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.currentSrc.includes('/img/'))
        .slice(0, 6)
        .map((image) => ({ src: image.currentSrc, loading: image.loading })),
    )
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) expect(new URL(photo.src).origin).toBe(origin)
    // The lead photo (eager) has arrived and has its pixels.
    const lead = page.locator('img[fetchpriority="high"]').first()
    await expect
      .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    const answer = await page.request.get(photos[0]!.src)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^image\//)
    expect(answer.headers()['cache-control']).toBe('public, max-age=2592000')
    expect([...photoOrigins]).toEqual([origin])
  })
}
