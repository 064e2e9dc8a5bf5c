import { PAGES } from '../../src/config/site-map'
import { closeNotificationPopup, PAGE_URLS, waitForSettledPage } from '../a11y/pages'
import { collectCspViolations, cspViolationsOf, expect, test, waitForFrame, walkFocus } from './fixtures'

/** The desktop window of the keyboard checks (keyboard.spec.ts). */
const DESKTOP = { width: 1280, height: 900 }

/**
 * One visit a route, all the checks that need no more than a visit (a visit costs several seconds in CI): it renders
 * inside the frame with no console error; no CSP violation, down to the lazy parts below the fold (csp.spec.ts holds
 * the policy's own tests); every focus stop shows a focus ring (keyboard.spec.ts holds the keyboard journeys). The
 * album route is checked bare and, for the policy and the focus, with the demo album (PAGE_URLS).
 */
test.describe('every route of the spec', () => {
  // Three checks a visit; a walk through every focus stop of a long page takes a while on a busy machine.
  test.setTimeout(90_000)
  PAGES.forEach((page, index) => {
    const url = PAGE_URLS[index] ?? page.path
    test(`${page.path} renders inside the frame with no console error or CSP violation, and every focus stop shows a focus ring`, async ({
      page: browserPage,
      consoleErrors,
    }) => {
      const cspMessages = await collectCspViolations(browserPage)
      await browserPage.goto(page.path)
      await waitForFrame(browserPage)
      const main = browserPage.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
      if (page.path !== '/') {
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(page.title)
        await expect(browserPage.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(page.title)
      }
      await expect(browserPage.getByRole('banner')).toBeVisible()
      await expect(browserPage).toHaveTitle(new RegExp(page.path === '/' ? 'School' : escapeRegExp(page.title)))
      // Let the page's data calls settle before judging the console.
      await browserPage.waitForLoadState('load')
      await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 })
      expect(consoleErrors).toEqual([])

      if (url !== page.path) await browserPage.goto(url)
      await waitForSettledPage(browserPage)
      // Images below the fold, the map and lazy chunks.
      await browserPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await browserPage.waitForTimeout(500)
      expect(await cspViolationsOf(browserPage, cspMessages), 'CSP violations').toEqual([])

      // The keyboard checks' window: the same width (the desktop menu), a taller screen.
      await browserPage.setViewportSize(DESKTOP)
      await browserPage.evaluate(() => window.scrollTo(0, 0))
      if (url === '/') await closeNotificationPopup(browserPage)
      await browserPage.locator('body').focus()
      const stops = await walkFocus(browserPage)
      expect(stops.length).toBeGreaterThan(10)
      expect(stops.filter((stop) => !stop.ring).map((stop) => stop.what)).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  })

  test('an unknown address shows the not-found page inside the frame', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible()
    await waitForFrame(page)
    expect(consoleErrors).toEqual([])
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
