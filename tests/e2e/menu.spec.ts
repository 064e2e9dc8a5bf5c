import { expect, test, waitForFrame } from './fixtures'

const HEIGHT = 800

test.describe('main menu breakpoint (991 px)', () => {
  test('at 990 px the menu is hidden behind the Menu toggle, which opens it', async ({ page }) => {
    await page.setViewportSize({ width: 990, height: HEIGHT })
    await page.goto('/about')
    await waitForFrame(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#main-menu')).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#main-menu')).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Academics' }).click()
    await page.getByRole('link', { name: 'Faculty & Staff' }).click()
    await expect(page).toHaveURL(/\/faculty$/)
    await expect(page.locator('#main-menu')).toBeHidden()
  })

  test('at 991 px the menu is shown and the toggle is not', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: HEIGHT })
    await page.goto('/about')
    await waitForFrame(page)
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.locator('#main-menu')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'School' })).toBeVisible()
  })

  test('visibility is re-evaluated on resize', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: HEIGHT })
    await page.goto('/')
    await waitForFrame(page)
    await expect(page.locator('#main-menu')).toBeVisible()
    await page.setViewportSize({ width: 990, height: HEIGHT })
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
    await page.setViewportSize({ width: 991, height: HEIGHT })
    await expect(page.locator('#main-menu')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  })

  test('submenus work by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: HEIGHT })
    // Not the home page: its notification popup takes the focus when it opens.
    await page.goto('/contactUs')
    await waitForFrame(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const school = nav.getByRole('button', { name: 'School' })
    await school.focus()
    await page.keyboard.press('Enter')
    await expect(school).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About us' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(school).toHaveAttribute('aria-expanded', 'false')
    await expect(school).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  })
})

test.describe('the language switch', () => {
  test('in the header, it opens the same page and filters in Hindi, whose links stay Hindi; / then opens Hindi', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT })
    await page.goto('/Events?year=all')
    await waitForFrame(page)
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).first().click()
    await expect(page).toHaveURL(/\/hi\/Events\?year=all$/)
    await waitForFrame(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('कार्यक्रम')
    const nav = page.getByRole('navigation', { name: 'मुख्य' })
    await nav.getByRole('button', { name: 'विद्यालय' }).click()
    await nav.getByRole('link', { name: 'हमारे बारे में' }).click()
    await expect(page).toHaveURL(/\/hi\/about$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में')
    // The choice is kept: the home page's address opens the Hindi home page.
    await page.goto('/')
    await expect(page).toHaveURL(/\/hi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    // And back, from a page the home page's notification popup does not cover: English chosen, / stays English.
    await page.goto('/hi/about')
    await waitForFrame(page)
    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await page.goto('/')
    await waitForFrame(page)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(consoleErrors).toEqual([])
  })

  test('on a phone, it is in the opened menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await page.goto('/about')
    await waitForFrame(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const inMenu = page.locator('#main-menu').getByRole('link', { name: 'हिन्दी' })
    await expect(inMenu).toBeVisible()
    await expect(inMenu).toHaveAttribute('href', '/hi/about')
  })
})
