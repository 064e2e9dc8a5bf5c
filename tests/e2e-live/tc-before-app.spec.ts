import type { Page, Request } from '@playwright/test'
import { bundleFacts } from '../e2e/bundle-facts'
import { expect, test, waitForFrame } from '../e2e/fixtures'
import { LIVE_API_ORIGIN } from './playwright.live.config'

/**
 * The Transfer Certificate form before its app has started, on a live build, whose backend calls are
 * real requests to the mock backend (so every one is seen here, body included). A first visit on a slow phone shows
 * the prerendered form about two seconds before its app runs: the test holds the app's scripts back until it lets
 * them go, so the form is filled in and Submit tapped with no React behind it. The child's name and admission number
 * must never reach an address (the native GET `/TC?name=…&admission=…` did, and the request was lost), and the
 * request must go out once, when the app runs, with what was typed. The offline worker is blocked: a first visit.
 */
test.use({ serviceWorkers: 'block' })

const NAME = 'Asha Verma'
const ADMISSION = 'A-1234'

/** The backend's Transfer Certificate call (api-contract: POST /api/tc/{school code}). */
const TC_CALL = `${LIVE_API_ORIGIN}/api/tc/`

/**
 * Holds the app's scripts back until `startApp` is called: the page is then as a slow phone has it before its app runs.
 * The app's scripts are the chunks of the build's own records (the small scripts of the head are not among them).
 */
async function holdAppBack(page: Page) {
  const { appScripts } = await bundleFacts(page.request)
  const held = new Set(appScripts)
  let startApp = () => {}
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (held.has(new URL(route.request().url()).pathname)) await appMayStart
    await route.fallback()
  })
  return startApp
}

/**
 * Everything the page asks for, every address its main frame shows (the router's own replaceState included), and
 * its page loads (the first is the page itself; a native submission would be another).
 */
function watchPage(page: Page) {
  const requests: Request[] = []
  const addresses: string[] = []
  page.on('request', (request) => requests.push(request))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url())
  })
  return {
    requests,
    addresses,
    pageLoads: () =>
      requests.filter((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()),
    certificateRequests: () => requests.filter((request) => request.url().startsWith(TC_CALL)),
  }
}

/** Whether an address holds what was typed, encoded or not. */
function holdsTypedData(url: string) {
  const decoded = decodeURIComponent(url.replace(/\+/g, ' '))
  return decoded.includes(NAME) || decoded.includes(ADMISSION) || /[?&](name|admission)=/.test(decoded)
}

/** Whether React has taken the page over (it keeps its fiber on the elements it owns). */
const appRuns = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer')
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'))
  })

test('a Submit tapped before the app runs is sent once when it does, with what was typed, and never in an address', async ({
  page,
  consoleErrors,
}) => {
  const startApp = await holdAppBack(page)
  const seen = watchPage(page)
  await page.goto('/TC', { waitUntil: 'domcontentloaded' })
  const name = page.getByLabel('Student full name')
  const admission = page.getByLabel('Admission number')
  await name.fill(NAME)
  await admission.fill(ADMISSION)
  await page.getByRole('button', { name: 'Submit' }).click()
  expect(await appRuns(page), 'the tap came before the app ran').toBe(false)

  // Nothing left the page: no navigation, no request; what was typed is still there.
  await page.waitForTimeout(500)
  expect(seen.pageLoads()).toHaveLength(1)
  expect(seen.certificateRequests()).toHaveLength(0)
  await expect(name).toHaveValue(NAME)
  await expect(admission).toHaveValue(ADMISSION)

  const download = page.waitForEvent('download')
  startApp()
  await waitForFrame(page)
  expect((await download).suggestedFilename()).toBe('tc.jpg')
  await expect(page.getByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()

  const sent = seen.certificateRequests()
  expect(sent.map((request) => request.method())).toEqual(['POST'])
  expect(sent[0]?.postDataJSON()).toEqual({ name: NAME, admission: ADMISSION })
  expect(seen.requests.map((request) => request.url()).filter(holdsTypedData)).toEqual([])
  expect(seen.addresses.filter(holdsTypedData)).toEqual([])
  expect(seen.pageLoads()).toHaveLength(1)
  expect(new URL(page.url()).search).toBe('')
  await expect(name).toHaveValue(NAME)
  await expect(admission).toHaveValue(ADMISSION)
  expect(consoleErrors).toEqual([])
})

test('what was typed before the app ran stays in the fields once it runs, and is what its Submit sends', async ({
  page,
  consoleErrors,
}) => {
  const startApp = await holdAppBack(page)
  const seen = watchPage(page)
  await page.goto('/TC', { waitUntil: 'domcontentloaded' })
  const name = page.getByLabel('Student full name')
  const admission = page.getByLabel('Admission number')
  await name.fill(NAME)
  await admission.fill(ADMISSION)
  startApp()
  await waitForFrame(page)
  await expect(name).toHaveValue(NAME)
  await expect(admission).toHaveValue(ADMISSION)

  // The app's own Submit: its render ("Requesting…") must not empty the fields, and it sends what is on screen.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Submit' }).click()
  await download
  await expect(page.getByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()
  const sent = seen.certificateRequests()
  expect(sent).toHaveLength(1)
  expect(sent[0]?.postDataJSON()).toEqual({ name: NAME, admission: ADMISSION })
  await expect(name).toHaveValue(NAME)
  await expect(admission).toHaveValue(ADMISSION)
  expect(consoleErrors).toEqual([])
})

test('a Submit tapped before the app runs with a field empty gets "Please fill in all fields" and sends nothing', async ({
  page,
}) => {
  const startApp = await holdAppBack(page)
  const seen = watchPage(page)
  await page.goto('/TC', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Student full name').fill(NAME)
  await page.getByRole('button', { name: 'Submit' }).click()
  startApp()
  await waitForFrame(page)
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')
  await expect(page.getByLabel('Student full name')).toHaveValue(NAME)
  expect(seen.certificateRequests()).toHaveLength(0)
  expect(seen.pageLoads()).toHaveLength(1)
})
