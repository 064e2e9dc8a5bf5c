import type { Locator } from '@playwright/test'
import { expect, test, waitForFrame, watchLayoutShift } from './fixtures'

/**
 * The online-registration banner on the home page: laid over the slider, it hid 57 % of the first slide
 * on a 360 px phone. Now it is in the flow below the slider, in room the prerendered page keeps for it: at every
 * width from a small phone to a laptop it covers no part of the slider, and its arrival (after the first paint, once
 * the app has asked for it) moves nothing on screen.
 */

/** The app starts after the first screen's photos (build/app-start.ts): on a busy test machine that can take a while. */
const APP_START_TIMEOUT_MS = 20_000

const SCREENS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
]

/** The area two boxes share, in square CSS pixels. */
async function overlapArea(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()]
  if (!first || !second) throw new Error('a box is not rendered')
  const width = Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x)
  const height = Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y)
  return Math.max(0, width) * Math.max(0, height)
}

for (const screen of SCREENS) {
  test(`at ${screen.width}×${screen.height} the banner covers no part of the slider, and its arrival moves nothing`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(screen)
    const layoutShift = await watchLayoutShift(page)
    await page.goto('/')
    await waitForFrame(page, APP_START_TIMEOUT_MS)
    const banner = page.getByRole('complementary', { name: 'Online registration' })
    await expect(banner.getByRole('link', { name: /Register Online/ })).toBeVisible({ timeout: APP_START_TIMEOUT_MS })
    const slider = page.getByRole('region', { name: 'School photos' })
    await expect(slider).toBeVisible()

    expect(await overlapArea(banner, slider)).toBe(0)
    // Below the slider, and no part of the slider (its photos, its buttons) is under it.
    const [bannerBox, sliderBox] = [await banner.boundingBox(), await slider.boundingBox()]
    expect(bannerBox!.y).toBeGreaterThanOrEqual(sliderBox!.y + sliderBox!.height)
    // Let the rest of the page (the sections below, the notification popup) arrive, then add up what moved.
    await page.waitForTimeout(1500)
    expect(await layoutShift.total()).toBe(0)
    expect(consoleErrors).toEqual([])
  })
}
