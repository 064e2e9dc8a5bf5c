import { securityHeaders } from '../../build/csp-plugin'
import { expect, test, waitForFrame } from './fixtures'

/**
 * A page served with the deployment's own headers (build/csp-plugin.ts, the `_headers` file and the nginx snippet):
 * Chromium must not warn about any of them on every page (`bluetooth` in Permissions-Policy did).
 * `vite preview` sends none of them, so the page's answer is fetched and given back with them.
 */
test('the deployment headers cost no console warning', async ({ page, baseURL }) => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text())
  })
  // The site's origin on plain HTTP, as here: the header policy then leaves out upgrade-insecure-requests.
  const headers = Object.fromEntries(securityHeaders({ apiBaseUrl: undefined, mediaOrigins: [], siteUrl: baseURL }))
  await page.route(/\/about$/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
  const response = await page.goto('/about')
  expect(await response?.headerValue('permissions-policy')).toBe(headers['Permissions-Policy'])
  await waitForFrame(page)
  expect(messages.filter((text) => /Permissions-Policy|Unrecognized feature|Feature Policy/i.test(text))).toEqual([])
})
