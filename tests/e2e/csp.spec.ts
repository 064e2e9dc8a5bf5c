import { waitForSettledPage } from '../a11y/pages'
import { collectCspViolations, cspViolationsOf, expect, test } from './fixtures'

/**
 * The Content-Security-Policy of the build (build/csp-plugin.ts) is in index.html, and no page breaks it:
 * every `securitypolicyviolation` event and every console message about the policy is collected.
 */

test('index.html carries the policy, with no unsafe script source', async ({ page }) => {
  await page.goto('/')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'none'")
  expect(policy).toContain("form-action 'self'")
  expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org")
  expect(policy).toContain("worker-src 'self'")
  // No inline script in the page the server sends (a JSON-LD block is data, never run).
  const html = await (await page.request.get('/')).text()
  expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/i)
})

test('the policy really blocks an inline script', async ({ page }) => {
  const messages = await collectCspViolations(page)
  await page.goto('/about')
  await waitForSettledPage(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inline = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolationsOf(page, messages)).not.toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __inline?: boolean }).__inline)).toBeUndefined()
})

// No page breaks the policy: checked on every route in every-route.spec.ts, on the same visit as the page's other checks.
