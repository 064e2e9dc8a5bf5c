import { PAGES } from '../../src/config/site-map'
import { expect, test, waitForFrame } from './fixtures'

test.describe('every route of the spec', () => {
  for (const page of PAGES) {
    test(`${page.path} renders inside the frame with no console error`, async ({
      page: browserPage,
      consoleErrors,
    }) => {
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
    })
  }

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
