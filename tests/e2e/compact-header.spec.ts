import { CONTACT_EMAIL, PHONES, SOCIAL_LINKS } from '../../src/config/site'
import { expect, test, waitForFrame } from './fixtures'
import { COMPACT_HEADER_MAX_PX, headerHeights, PHONE_HEIGHT, PHONE_WIDTHS, record } from './page-measures'

/**
 * README, "A compact header on phones": from 360 to 414 px wide the header (top strip, logo and name, menu bar)
 * leaves room for the page, and what it no longer shows closed (social links, phones, e-mail, fee payment,
 * magazine) is one tap away, in the opened menu. At 991 px and wider it is the header it always was. Its height and
 * the heading's place on the first screen are measured on every route in every-route.spec.ts.
 */

/** The desktop header as it was before the compact phone header (measured on /about), which it must stay. */
const DESKTOP_HEADERS = [
  { width: 991, header: 160, topStrip: 36 },
  { width: 1280, header: 160, topStrip: 36 },
] as const
const DESKTOP_TOLERANCE_PX = 2

test(`what the compact header does not show is one tap away, in the opened menu, at ${PHONE_WIDTHS.join(', ')} px`, async ({
  page,
}) => {
  // One visit, the window turned to each phone width in turn (the menu closed between them).
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT })
  await page.goto('/about')
  await waitForFrame(page)
  const banner = page.getByRole('banner')
  const toggle = banner.getByRole('button', { name: 'Menu' })
  const links = [
    ...SOCIAL_LINKS.map((social) => banner.getByRole('link', { name: `${social.name} (opens in a new tab)` })),
    ...PHONES.map((phone) => banner.getByRole('link', { name: `${phone.label}: ${phone.display}` })),
    banner.getByRole('link', { name: CONTACT_EMAIL }),
    banner.getByRole('link', { name: 'Online Fee Payment (opens in a new tab)' }),
    banner.getByRole('link', { name: 'School Magazine' }),
  ]
  for (const width of PHONE_WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: PHONE_HEIGHT })
      // Closed, the compact header shows none of them.
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(banner.getByRole('list', { name: 'Social media' })).toBeHidden()
      await expect(banner.getByRole('link', { name: /Online Fee Payment/ })).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      // Visible, so one tap follows each (below the menu's eight entries, a scroll down on a short screen).
      for (const link of links) await expect(link).toBeVisible()
      if (width !== PHONE_WIDTHS.at(-1)) await toggle.click()
    })
  }
  // One tap: the magazine link, tapped, leads to its page.
  await banner.getByRole('link', { name: 'School Magazine' }).click()
  await expect(page).toHaveURL(/\/magazine$/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: PHONE_HEIGHT } })

  test("the Menu link opens the menu with the header's links", async ({ page }) => {
    await page.goto('/about')
    const banner = page.getByRole('banner')
    const { header } = await headerHeights(page)
    expect(header).toBeLessThanOrEqual(COMPACT_HEADER_MAX_PX)
    await expect(banner.getByRole('link', { name: /Online Fee Payment/ })).toBeHidden()
    await banner.getByRole('link', { name: 'Menu' }).click()
    await expect(banner.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(SOCIAL_LINKS.length)
    await expect(banner.getByRole('link', { name: CONTACT_EMAIL })).toBeVisible()
    await expect(banner.getByRole('link', { name: /Online Fee Payment/ })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'School Magazine' })).toBeVisible()
  })
})

test(`at ${DESKTOP_HEADERS.map((expected) => expected.width).join(' and ')} px the header is as it was`, async ({
  page,
}) => {
  await page.setViewportSize({ width: DESKTOP_HEADERS[0].width, height: 900 })
  await page.goto('/about')
  await waitForFrame(page)
  const banner = page.getByRole('banner')
  for (const expected of DESKTOP_HEADERS) {
    await test.step(`${expected.width} px`, async () => {
      await page.setViewportSize({ width: expected.width, height: 900 })
      const { header, topStrip } = await headerHeights(page)
      record(`header height ${expected.width} px`, `/about: ${header.toFixed(1)} px, top strip ${topStrip} px`)
      expect(header).toBeGreaterThanOrEqual(expected.header - DESKTOP_TOLERANCE_PX)
      expect(header).toBeLessThanOrEqual(expected.header + DESKTOP_TOLERANCE_PX)
      expect(topStrip).toBeGreaterThanOrEqual(expected.topStrip - DESKTOP_TOLERANCE_PX)
      expect(topStrip).toBeLessThanOrEqual(expected.topStrip + DESKTOP_TOLERANCE_PX)
      await expect(banner.getByRole('list', { name: 'Social media' })).toBeVisible()
      await expect(banner.getByRole('link', { name: /Online Fee Payment/ })).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
    })
  }
})

// The Menu link stands in for the Menu button until the app runs; had they different heights, the whole page would
// move when the app takes over (Hindi's taller line height for text made the link 3 px taller than the button).
for (const path of ['/about', '/hi/about']) {
  test(`${path}: the header is as high before the app runs as after, at ${PHONE_WIDTHS.join(', ')} px`, async ({
    browser,
    baseURL,
  }) => {
    const heightsWith = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        viewport: { width: 390, height: PHONE_HEIGHT },
      })
      const page = await context.newPage()
      await page.goto(path)
      if (javaScriptEnabled) await waitForFrame(page)
      const heights: number[] = []
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT })
        heights.push((await headerHeights(page)).header)
      }
      await context.close()
      return heights
    }
    const before = await heightsWith(false)
    const after = await heightsWith(true)
    after.forEach((height, index) => expect(height, `${PHONE_WIDTHS[index]} px`).toBeCloseTo(before[index]!, 1))
  })
}
