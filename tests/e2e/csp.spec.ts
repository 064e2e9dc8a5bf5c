import type { Page } from '@playwright/test'
import { PAGE_URLS, waitForSettledPage } from '../a11y/pages'
import { expect, test } from './fixtures'

/**
 * The Content-Security-Policy of the build (build/csp-plugin.ts) is in index.html, and no page breaks it:
 * every `securitypolicyviolation` event and every console message about the policy is collected.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

async function collectViolations(page: Page): Promise<string[]> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return messages
}

async function violationsOf(page: Page, messages: readonly string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.__cspViolations ?? [])
  return [...events, ...messages]
}

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
  const messages = await collectViolations(page)
  await page.goto('/about')
  await waitForSettledPage(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inline = true'
    document.body.append(script)
  })
  await expect.poll(() => violationsOf(page, messages)).not.toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __inline?: boolean }).__inline)).toBeUndefined()
})

for (const url of PAGE_URLS) {
  test(`${url} reports no CSP violation`, async ({ page }) => {
    const messages = await collectViolations(page)
    await page.goto(url)
    await waitForSettledPage(page)
    // Images below the fold, the map and lazy chunks.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(500)
    expect(await violationsOf(page, messages)).toEqual([])
  })
}
