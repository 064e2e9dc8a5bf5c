import { expect, test, waitForFrame, watchLayoutShift } from './fixtures'

/**
 * Cumulative layout shift while a page loads, on a phone (target: 0.02 or less). The content arrives
 * after the frame: main keeps the footer below the first screen, images have their sizes, the flip-book holds its
 * height until the library has laid it out.
 */
const CLS_TARGET = 0.02
const ROUTES = ['/', '/Gallery', '/Events', '/topperX', '/Magazine2024', '/TC']

test.use({ viewport: { width: 412, height: 823 } })

for (const route of ROUTES) {
  test(`${route} loads with a layout shift under ${CLS_TARGET}`, async ({ page }) => {
    const layoutShift = await watchLayoutShift(page)
    await page.goto(route)
    await waitForFrame(page)
    await expect(page.getByRole('main').locator('img, form').first()).toBeVisible()
    await page.waitForTimeout(1500)
    expect(await layoutShift.total()).toBeLessThanOrEqual(CLS_TARGET)
  })
}
