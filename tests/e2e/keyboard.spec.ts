import type { Locator, Page } from '@playwright/test'
import { waitForSettledPage } from '../a11y/pages'
import { expect, test } from './fixtures'

/** The whole site by keyboard alone: skip link, visible focus, the home page, the menu and the TC form. */

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Press Tab until `target` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('the first Tab shows the skip link; Enter moves the focus to main', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/faculty')
  await waitForSettledPage(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  const box = await skip.boundingBox()
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next Tab continues after the header and the menu, not back at the top of the page.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement))).toBe(false)
})

// Every focus stop of every page shows a focus ring: checked in every-route.spec.ts, on the same visit as the page's other
// checks.

test('home page by keyboard: popup, slider controls and a news link', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  await waitForSettledPage(page)
  const popup = page.getByRole('dialog', { name: 'Notifications' })
  await expect(popup).toBeVisible({ timeout: 10_000 })
  await expect(popup.getByRole('button', { name: /Close/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()

  const slider = page.getByRole('region', { name: 'School photos' })
  const pause = slider.getByRole('button', { name: 'Pause school photos' })
  await tabTo(page, pause)
  await page.keyboard.press('Enter')
  await expect(slider.getByRole('button', { name: 'Play school photos' })).toBeFocused()

  const next = slider.getByRole('button', { name: 'Next slide, school photos' })
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // Onward through the page to the footer, always with a visible focus.
  const footerLink = page.getByRole('contentinfo').getByRole('link').first()
  await tabTo(page, footerLink, 200)
})

test('desktop menu by keyboard: open a submenu, go to a page', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/contactUs')
  await waitForSettledPage(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const academics = nav.getByRole('button', { name: 'Academics' })
  await tabTo(page, academics)
  await page.keyboard.press('Enter')
  await expect(academics).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, nav.getByRole('link', { name: 'Syllabus' }), 10)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/syllabus$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible()
})

test('mobile menu by keyboard: toggle, submenu, page, Escape', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/contactUs')
  await waitForSettledPage(page)
  const toggle = page.getByRole('button', { name: 'Menu' })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const facilities = nav.getByRole('button', { name: 'Facilities' })
  await tabTo(page, facilities, 20)
  await page.keyboard.press('Enter')
  await expect(facilities).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, nav.getByRole('link', { name: 'Library' }), 10)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible()
  await expect(page.locator('#main-menu')).toBeHidden()
})

test('TC form by keyboard: the error, then a successful request', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/TC')
  await waitForSettledPage(page)
  const name = page.getByLabel('Student full name')
  const admission = page.getByLabel('Admission number')
  const submit = page.getByRole('button', { name: 'Submit' })

  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')

  await tabTo(page, name)
  await page.keyboard.type('Asha Verma')
  await page.keyboard.press('Tab')
  await expect(admission).toBeFocused()
  await page.keyboard.type('2019/123')
  await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toBe('tc.jpg')
  await expect(page.getByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()
})
