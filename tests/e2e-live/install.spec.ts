import { APP_MANIFEST } from '../../src/config/app-manifest'
import { expect, test } from '../e2e/fixtures'
import { openControlledByWorker } from './worker'

/**
 * "Install the site" on a live build: the page links the web app manifest (src/config/app-manifest.ts, written by
 * build/pwa-plugin.ts), and with the offline worker in control Chromium finds nothing that stands in the way of
 * "Install app" (what it checks before it offers it on Android), asked through the DevTools protocol.
 */

/** The manifest every page links (vite-plugin-pwa's file name). */
const MANIFEST_PATH = '/manifest.webmanifest'

test('Chromium can install the site: its manifest parses with the name and icons, and no installability error', async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  // A profile on disk: Chromium never installs from an incognito profile (error `in-incognito`), which is what a
  // test's usual browser context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
  })
  try {
    // Nothing leaves this machine (the map embed), as in tests/e2e/fixtures.ts.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    const page = context.pages()[0] ?? (await context.newPage())
    await openControlledByWorker(page, '/')
    const cdp = await context.newCDPSession(page)

    // `manifest` is what Chromium parsed: absolute URLs, and its own names for some values (display `kStandalone`).
    const { url, errors, manifest } = await cdp.send('Page.getAppManifest', {})
    const pathOf = (address: string | undefined) => new URL(address ?? '').pathname
    expect(url, 'the page links a manifest').toBe(new URL(MANIFEST_PATH, baseURL).href)
    expect(errors).toEqual([])
    expect(manifest.name).toBe(APP_MANIFEST.name)
    expect(manifest.display).toMatch(/standalone/i)
    expect(pathOf(manifest.id)).toBe(APP_MANIFEST.id)
    expect(pathOf(manifest.startUrl)).toBe(APP_MANIFEST.start_url)
    expect(pathOf(manifest.scope)).toBe(APP_MANIFEST.scope)
    expect((manifest.icons ?? []).map((icon) => [pathOf(icon.url), icon.sizes])).toEqual(
      APP_MANIFEST.icons.map((icon) => [icon.src, icon.sizes]),
    )
    expect((manifest.shortcuts ?? []).map((shortcut) => pathOf(shortcut.url))).toEqual(
      APP_MANIFEST.shortcuts.map((shortcut) => shortcut.url),
    )

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors', {})
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
  }
})

test('every page links the manifest in its HTML, and the manifest and its icons are served', async ({ page }) => {
  for (const path of ['/', '/Events', '/TC', '/no-such-page-here']) {
    const html = await (await page.request.get(path)).text()
    expect(html.match(/<link rel="manifest"[^>]*>/g), path).toEqual([`<link rel="manifest" href="${MANIFEST_PATH}">`])
  }
  const manifest = await page.request.get(MANIFEST_PATH)
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json\b/)
  for (const icon of [...APP_MANIFEST.icons, ...APP_MANIFEST.shortcuts.flatMap((shortcut) => shortcut.icons)]) {
    const answer = await page.request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    expect(answer.headers()['content-type'], icon.src).toBe('image/png')
  }
})
