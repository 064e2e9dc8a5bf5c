import { expect, test, waitForFrame } from './fixtures'

/**
 * A first visit to a page with its own stylesheet downloads that stylesheet once: the page's HTML
 * links it, and the app's own load of it must agree on `crossorigin`, or the file downloads twice.
 */
for (const path of ['/TC', '/Gallery', '/RulesRegulations']) {
  test(`${path}: each stylesheet is requested once on a first visit, with no unused-preload warning`, async ({
    page,
  }) => {
    const stylesheets: string[] = []
    const warnings: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text())
    })
    await page.goto(path)
    await waitForFrame(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Give an unused preload the time Chromium waits before it warns (about 3 s after load).
    await page.waitForTimeout(3_500)
    expect(stylesheets.length).toBeGreaterThan(1)
    expect(stylesheets.filter((url, index) => stylesheets.indexOf(url) !== index)).toEqual([])
    expect(warnings).toEqual([])
  })
}
