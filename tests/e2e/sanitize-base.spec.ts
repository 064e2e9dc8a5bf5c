import { expect, test, waitForFrame } from './fixtures'

/**
 * A `<base href>` in server HTML: the sanitiser removes it, and parsing it on the way must not
 * set any document's base URL, which the policy's `base-uri 'none'` reports as an error in the console. The mock
 * service worker is blocked so Playwright answers the API itself, as an independent backend would.
 */
test.use({ serviceWorkers: 'block' })

const MESSAGE_WITH_BASE =
  '<p>Dear parents, welcome.</p><base href="https://evil.example/">' +
  '<div><BASE HREF="https://evil.example/two/"></div><a href="/News">Read the news</a>'

test('a principal message with a <base href> renders with no console error, its links on the site', async ({
  page,
  consoleErrors,
}) => {
  const policyMessages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|base URI/i.test(message.text())) policyMessages.push(message.text())
  })
  await page.route('**/api/PrincipalMessage/**', (route) =>
    route.fulfill({
      json: [{ category: 'Principal', message: MESSAGE_WITH_BASE, name: 'Sr. Test', designation: 'Principal' }],
    }),
  )
  await page.goto('/PrincipalMessage')
  await waitForFrame(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Dear parents, welcome.')).toBeVisible()
  const link = main.getByRole('link', { name: 'Read the news' })
  expect(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)).toBe(new URL('/News', page.url()).href)
  expect(await page.locator('base').count()).toBe(0)
  expect(policyMessages).toEqual([])
  expect(consoleErrors).toEqual([])
})
