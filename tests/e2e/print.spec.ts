import type { Locator, Page } from '@playwright/test'
import { ADDRESS_LINES, MAP_LINK_URL, SCHOOL_NAME } from '../../src/config/site'
import { CONTACT_MAP_TITLE } from '../../src/content/contact'
import { expect, test, waitForFrame } from './fixtures'

/** The fixed-content pages, which visitors print (README, "Print"). */
const PRINTED_PAGES = [
  '/RulesRegulations',
  '/admissionProcedure',
  '/schoolUniform',
  '/curriculum',
  '/ParentPortal',
  '/contactUs',
]

const ADDRESS_LINE = ADDRESS_LINES.join(', ')
const FOOTER_MAP_TITLE = 'Map of the school at Station Road, Pilikothi'

/** Links whose target paper cannot follow: web, e-mail and phone addresses. */
const LINKS_WITH_TARGET = 'a[href^="http:"], a[href^="https:"], a[href^="mailto:"], a[href^="tel:"]'

/** What the print styles write after a link's text (`none` when nothing). */
function afterContent(link: Locator): Promise<string> {
  return link.evaluate((element) => getComputedStyle(element, '::after').content)
}

/** Scroll a map's heading into view on screen, so that the lazy map below it loads, as it has for a visitor who printed. */
async function loadMap(page: Page, heading: Locator, title: string) {
  await heading.scrollIntoViewIfNeeded()
  await expect(page.getByTitle(title)).toBeVisible()
}

for (const path of PRINTED_PAGES) {
  test(`${path} prints its title and text under the school's name and address, without the screen's parts`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    await waitForFrame(page)
    const banner = page.getByRole('banner')
    const main = page.getByRole('main')
    const addressLine = banner.getByText(ADDRESS_LINE, { exact: true })
    // On screen the print-only address line is not shown (nor read: the footer has the address).
    await expect(addressLine).toBeHidden()
    await loadMap(page, page.getByRole('contentinfo').getByRole('heading', { name: 'Find us' }), FOOTER_MAP_TITLE)
    const headings = main.getByRole('heading', { level: 2 })
    const headingCount = await headings.count()

    await page.emulateMedia({ media: 'print' })
    const title = main.getByRole('heading', { level: 1 })
    await expect(title).toBeVisible()
    expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
    await expect(banner.getByText(SCHOOL_NAME, { exact: true })).toBeVisible()
    await expect(addressLine).toBeVisible()
    // The whole text: every section heading is still there (role queries leave out what is not shown).
    await expect(headings).toHaveCount(headingCount)

    await expect(banner.getByRole('list', { name: 'Social media' })).toBeHidden()
    await expect(banner.getByRole('link', { name: /Online Fee Payment/ })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden()
    await expect(page.getByRole('note').filter({ hasText: 'Demo data' })).toBeHidden()
    await expect(page.getByTitle(FOOTER_MAP_TITLE)).toBeHidden()
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeHidden()

    // Web, e-mail and phone links in main write their target after their text, except where the text says it
    // (only /contactUs has links in main; its map link is checked below).
    for (const link of await main.locator(LINKS_WITH_TARGET).all()) {
      const href = await link.getAttribute('href')
      const textIsTarget = await link.evaluate((element) => element.closest('.contact__list') !== null)
      expect(await afterContent(link), `after ${href}`).toBe(textIsTarget ? 'none' : `" (${href})"`)
    }

    await page.emulateMedia({ media: 'screen' })
    await expect(addressLine).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

test('/contactUs prints the larger map\u2019s address instead of the map, and its numbers once', async ({ page }) => {
  await page.goto('/contactUs')
  await waitForFrame(page)
  const main = page.getByRole('main')
  await loadMap(page, main.getByRole('heading', { name: 'Map', exact: true }), CONTACT_MAP_TITLE)

  await page.emulateMedia({ media: 'print' })
  await expect(main.getByTitle(CONTACT_MAP_TITLE)).toBeHidden()
  const mapLink = main.getByRole('link', { name: /View a larger map/ })
  await expect(mapLink).toBeVisible()
  expect(await afterContent(mapLink)).toBe(`" (${MAP_LINK_URL})"`)
  // A phone link's text is its number: no "(tel:...)" after it.
  const phone = main.getByRole('link', { name: '+91 5442 220 100' })
  await expect(phone).toBeVisible()
  expect(await afterContent(phone)).toBe('none')
})

test('the home page prints without its carousels and popup, and a site link with its full address', async ({
  page,
}) => {
  await page.goto('/')
  await waitForFrame(page)
  // The notifications popup opens by itself with the demo data.
  const popup = page.getByRole('dialog', { name: 'Notifications' })
  await expect(popup).toBeVisible()
  const carousels = page.locator('.carousel')
  await expect(carousels.first()).toBeVisible()
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin

  await page.emulateMedia({ media: 'print' })
  for (const carousel of await carousels.all()) await expect(carousel).toBeHidden()
  await expect(popup).toBeHidden()
  const about = page.getByRole('main').locator('a[href="/about"]').first()
  await expect(about).toBeVisible()
  expect(await afterContent(about)).toBe(`" (${origin}/about)"`)
})
