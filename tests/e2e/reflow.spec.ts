import { closeNotificationPopup, waitForSettledPage } from '../a11y/pages'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './page-measures'

/**
 * WCAG 1.4.4 Resize text, 2.5.8 Target size: at 200 % text nothing scrolls sideways; targets are big enough.
 * 1.4.10 Reflow (nothing scrolls sideways at 320 px) is checked on every route in every-route.spec.ts.
 */

const PHONE = { width: 390, height: 844 }

for (const url of ['/', '/about', '/faculty', '/TC', '/Events', '/contactUs']) {
  test(`${url} at 200% text size (640 px wide) keeps its text on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 })
    await page.goto(url)
    await waitForSettledPage(page)
    if (url === '/') await closeNotificationPopup(page)
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' })
    const { overflow, culprits } = await horizontalOverflow(page)
    expect(overflow, `wider than the screen: ${culprits.join(', ')}`).toBeLessThanOrEqual(0)
  })
}

test('menu controls are at least 44 px high on touch widths, every target at least 24 x 24', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/about')
  await waitForSettledPage(page)
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'School' }).click()
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.menu-toggle, #main-menu a, #main-menu button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ what: element.textContent?.trim() ?? '', height: element.getBoundingClientRect().height })),
  )
  expect(sizes.length).toBeGreaterThan(15)
  expect(sizes.filter((size) => size.height < 44)).toEqual([])

  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"]')]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden, p, li p, td'))
      .filter((element) => getComputedStyle(element).display !== 'inline')
      .map((element) => ({
        what: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
        ...element.getBoundingClientRect().toJSON(),
      }))
      .filter((box: { width: number; height: number }) => box.width < 24 || box.height < 24)
      .map((box: { what: string }) => box.what),
  )
  expect(small).toEqual([])
})

test('flip-book controls are at least 44 px high on touch widths', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/Magazine2024')
  await waitForSettledPage(page)
  for (const name of ['Previous', 'Next', 'Zoom in', 'Zoom out']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox()
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44)
    expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(24)
  }
})
