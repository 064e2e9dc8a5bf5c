import type { Page } from '@playwright/test'
import { expect, test, waitForFrame } from '../e2e/fixtures'
import { LIVE_API_ORIGIN } from './playwright.live.config'
import { emptySiteFolder, publish, secondRelease, serveSite } from './release-host'
import { openControlledByWorker } from './worker'

/**
 * Releases without harm, on Debian's nginx with the school's server block: two real live builds of the
 * same code (the second with one string changed, so its chunks have new names) are published one after the other
 * into the folder nginx serves, with deploy/publish.sh, while a visitor has the first one open.
 * The suite's own build is the first release; the second is built once here (E2E_RELEASE_V2_DIST: an existing one).
 * The host runs on the suite's port + 2, a fresh site folder for each test.
 */
const FIRST_RELEASE = process.env.E2E_LIVE_DIST ?? 'dist-e2e-live'
/** The second release's public address (release-host.ts), which its pages name in their canonical link. */
const SECOND_RELEASE_SITE = 'https://release-two.example'
/** Building the second release: one production build, on a busy shared machine. */
const BUILD_TIMEOUT_MS = 300_000
/** How long the new offline worker may take to install and take control once the browser has found it. */
const TAKEOVER_TIMEOUT_MS = 20_000
/**
 * How long the first release's worker is kept busy answering a request while the new one installs, as when the
 * page's HTML came slowly: the new worker then waits to take control, as it does on a phone.
 */
const BUSY_WORKER_MS = 2_000
/** After the new worker took control: time enough for a reload to have started, had one been coming. */
const AFTER_TAKEOVER_MS = 1_500
const NAME = 'Asha Ver'
/** Each test opens a page twice (the worker), publishes, waits for a worker to take over and opens a page again. */
const RELEASE_TEST_TIMEOUT_MS = 90_000
/** A full page load on a busy shared machine. */
const PAGE_LOAD_TIMEOUT_MS = 15_000

test.describe.configure({ timeout: RELEASE_TEST_TIMEOUT_MS })

let secondReleaseFolder = ''

test.beforeAll(() => {
  test.setTimeout(BUILD_TIMEOUT_MS)
  secondReleaseFolder = secondRelease(FIRST_RELEASE, LIVE_API_ORIGIN)
})

/** The site's folder with the first release published, served by nginx; removed after the test. */
async function siteWithFirstRelease(baseURL: string | undefined) {
  const site = emptySiteFolder()
  publish(FIRST_RELEASE, site.folder)
  const port = Number(new URL(baseURL ?? '').port) + 2
  const host = await serveSite(site.folder, port)
  return {
    origin: `http://127.0.0.1:${port}`,
    folder: site.folder,
    close: async () => {
      await host.stop()
      site.remove()
    },
  }
}

/**
 * Counts the page's full loads from now on (a reload, a navigation by address), from the moment the browser asks
 * for the page: a reload that has only just started counts.
 */
function countFullLoads(page: Page) {
  let loads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1
  })
  return () => loads
}

/**
 * The browser finds the second release's offline worker (as on its next update check) while the first release's
 * worker is busy with a slow request: the new worker installs, waits a moment, then takes control of the open page
 * (skipWaiting, clientsClaim), as on a phone whose page came slowly (the moment the old worker's reloads came).
 * Resolves once it has taken control.
 */
async function newWorkerTakesOver(page: Page) {
  await page.evaluate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      sessionStorage.setItem('release-test:controller', 'changed')
    })
  })
  // A request the worker answers (its image route) and the network is slow to: a photo on a poor connection.
  await page.context().route('**/images/release-test-busy.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BUSY_WORKER_MS))
    await route.fulfill({ status: 404 })
  })
  await page.evaluate(async () => {
    new Image().src = '/images/release-test-busy.png'
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  await expect
    .poll(
      // A page being reloaded (the fault this guards against) has no document to ask for a moment.
      () => page.evaluate(() => sessionStorage.getItem('release-test:controller')).catch(() => 'reloading'),
      { timeout: TAKEOVER_TIMEOUT_MS },
    )
    .toBe('changed')
}

/** The app registers its offline worker after the page has settled (main.tsx): wait until it has. */
async function waitForWorkerRegistration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/workbox-window[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
}

test('a new release takes over a page with a half-filled form without reloading it: what was typed stays', async ({
  page,
  baseURL,
}) => {
  const site = await siteWithFirstRelease(baseURL)
  try {
    await openControlledByWorker(page, `${site.origin}/TC`)
    await waitForWorkerRegistration(page)
    const name = page.getByLabel('Student full name')
    await name.fill(NAME)
    const fullLoads = countFullLoads(page)

    publish(secondReleaseFolder, site.folder)
    await newWorkerTakesOver(page)
    await page.waitForTimeout(AFTER_TAKEOVER_MS)

    expect(fullLoads()).toBe(0)
    await expect(name).toHaveValue(NAME)
    // The next page opened is the new release's, served through the new worker.
    await page.goto(`${site.origin}/about`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SECOND_RELEASE_SITE}/about`, {
      timeout: PAGE_LOAD_TIMEOUT_MS,
    })
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
  } finally {
    await site.close()
  }
})

/**
 * Taps Facilities, then Laboratory in the main menu of a page of the first release (About us), after the second was
 * published: the Laboratory page's chunk has another name in the second release.
 */
async function tapLaboratoryAfterRelease(page: Page, release: { keepDays: number; workerUpdate: boolean }) {
  const site = await siteWithFirstRelease(test.info().project.use.baseURL)
  try {
    await openControlledByWorker(page, `${site.origin}/about`)
    await waitForWorkerRegistration(page)
    const fullLoads = countFullLoads(page)
    publish(secondReleaseFolder, site.folder, { keepDays: release.keepDays })
    if (release.workerUpdate) await newWorkerTakesOver(page)

    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu.getByRole('button', { name: 'Facilities' }).click()
    await menu.getByRole('link', { name: 'Laboratory' }).click()

    await expect(page).toHaveURL(`${site.origin}/laboratory`)
    await expect(page.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT_MS,
    })
    await expect(page.getByText(/Check your connection/)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /^Loading chunk/ })).toHaveCount(0)
    // The heading comes with the prerendered page; the app, which clears the loop guard's note, starts after it.
    await waitForFrame(page, PAGE_LOAD_TIMEOUT_MS)
    const loopGuardNote = await page.evaluate(() => sessionStorage.getItem('school-site:release-reload'))
    return { fullLoads: fullLoads(), loopGuardNote }
  } finally {
    await site.close()
  }
}

test("an old tab's menu tap after a release opens the page from the kept assets, under the new worker, without a reload", async ({
  page,
}) => {
  // The new worker has taken over the tab and dropped the old shell from its precache: the page's chunk comes from
  // the host, which kept it.
  const { fullLoads } = await tapLaboratoryAfterRelease(page, { keepDays: 30, workerUpdate: true })
  expect(fullLoads).toBe(0)
})

test("an old tab's menu tap after a release whose host kept no old assets opens the page with one full load", async ({
  page,
}) => {
  // The tab's worker has not looked for an update (the app changes pages without loading any): the usual case.
  const { fullLoads, loopGuardNote } = await tapLaboratoryAfterRelease(page, { keepDays: 0, workerUpdate: false })
  expect(fullLoads).toBe(1)
  // The loop guard's note is gone once the page has opened: a later failure gets its own full load.
  expect(loopGuardNote).toBeNull()
})
