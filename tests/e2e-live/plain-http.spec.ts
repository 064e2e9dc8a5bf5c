import { expect, test, waitForFrame } from '../e2e/fixtures'
import { liveHostOf } from './live-build-config'

/**
 * A school's host without TLS (cheap hosting): the site must work over plain HTTP. The header policy of deploy/
 * (build/csp-plugin.ts) carried upgrade-insecure-requests, which made Chromium ask for every stylesheet, script and
 * image over https://, which such a host cannot answer: a page without styles or app. Chromium never upgrades
 * requests to 127.0.0.1, so the site is opened here under a host name of its own (mapped to this machine), an origin
 * as untrustworthy as a real http:// school address.
 */

/** The site's name in this test: any name that is not localhost. */
const SCHOOL_HOST = 'school.test'

test('on a plain-HTTP host under its own name, every file of the page comes over HTTP and the app runs', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const served = new URL(baseURL ?? '')
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${SCHOOL_HOST} 127.0.0.1`],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })
    // Nothing leaves this machine (the map embed): answered here with a stub, as in tests/e2e/fixtures.ts (an aborted
    // request would count as a failed one below).
    await context.route(new RegExp(`^https?://(?!${SCHOOL_HOST.replace('.', '\\.')}|127\\.0\\.0\\.1)`), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline stub</title>' }),
    )
    const page = await context.newPage()
    const failed: string[] = []
    const requested: string[] = []
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`))
    page.on('request', (request) => requested.push(request.url()))
    const origin = `http://${SCHOOL_HOST}:${served.port}`
    const response = await page.goto(`${origin}/about`)
    if (liveHostOf(process.env.E2E_LIVE_HOST) === 'nginx') {
      // The host sends the deployment's policy header (vite preview sends none).
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    }
    expect(await page.evaluate(() => window.isSecureContext), 'an origin Chromium treats as insecure').toBe(false)

    // The app runs: React takes the page over, and the Menu button (a script's) opens the menu on a phone's screen.
    await waitForFrame(page)
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toBeVisible()
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Contact Us' }) })).toBeVisible()

    const ownFiles = requested.filter((url) => new URL(url).hostname === SCHOOL_HOST)
    expect(ownFiles.length, "the page's stylesheets, scripts and images").toBeGreaterThan(5)
    expect(ownFiles.filter((url) => !url.startsWith(`${origin}/`))).toEqual([])
    expect(failed).toEqual([])
  } finally {
    await browser.close()
  }
})
