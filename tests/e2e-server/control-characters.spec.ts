import { expect, test } from '../e2e/fixtures'
import { collectHydrationReports, headingWasHydrated, rememberPrerenderedHeading } from '../e2e/hydration-checks'
import { startServerOnMockBackend } from '../../scripts/node-process.ts'
import { BAD_CHARACTERS } from '../hostile-text'

/**
 * One control character in a record of the backend's blanked the page. The server hashed its
 * inline script (the router's data) as it wrote it; Chromium's parser turned the NUL into U+FFFD, the hash no longer
 * matched, the policy blocked the script and News, Events and Gallery rendered nothing. Here the backend's news,
 * events and albums each hold every control character, DEL and lone surrogates, and each page must arrive allowed,
 * be taken over by the browser and show the title.
 */
test.use({ serviceWorkers: 'block' })
// One server of the file's own for its tests (below), so one worker runs them.
test.describe.configure({ mode: 'serial' })

/** Today, as the backend writes dates: the lists open on this year, and the gallery on this session. */
const TODAY = new Date().toISOString().slice(0, 10)

/** The backend's answers, each a list of one record with the bad characters in every text (JSON escapes them). */
const ANSWERS = {
  '/api/news/all/DEMO01': [
    {
      _id: 'news-bad',
      title: `Prize${BAD_CHARACTERS}giving`,
      description: `Notes${BAD_CHARACTERS}`,
      fromDate: TODAY,
      attachments: [],
    },
  ],
  '/api/events/All/DEMO01': [
    {
      _id: 'event-bad',
      title: `Prize${BAD_CHARACTERS}giving`,
      description: `Notes${BAD_CHARACTERS}`,
      date: TODAY,
      time: `10:30 AM${BAD_CHARACTERS}`,
      venue: `Hall${BAD_CHARACTERS}`,
      images: [],
      attachments: [],
    },
  ],
  '/api/gallery/All/DEMO01': [
    {
      _id: 'gallery-bad',
      category: 'PhotoGallery',
      title: `Prize${BAD_CHARACTERS}giving`,
      description: `Notes${BAD_CHARACTERS}`,
      date: TODAY,
      attachments: [],
    },
  ],
}

/** The pages the issue found blank, each with the list whose answer it shows. */
const PAGES = [
  { url: '/News', call: '/api/news/all/DEMO01' },
  { url: '/Events', call: '/api/events/All/DEMO01' },
  { url: '/Gallery', call: '/api/gallery/All/DEMO01' },
]

/**
 * A server and mock backend of this file's own, beside the suite's (whose backend cache, and nginx in front, keep
 * the demo answers for a minute): ports next to the suite's.
 */
const SUITE_PORT = Number(process.env.E2E_SERVER_PORT ?? 4194)
const [BACKEND_PORT, SERVER_PORT] = [SUITE_PORT + 2, SUITE_PORT + 3]

let servers: { stop: () => void } | undefined

test.beforeAll(async () => {
  const dist = process.env.E2E_SERVER_DIST ?? 'dist-e2e-server'
  servers = await startServerOnMockBackend({
    server: `${dist}-server/node.js`,
    dist,
    port: SERVER_PORT,
    backendPort: BACKEND_PORT,
    scenario: 'demo',
  })
  for (const [path, answer] of Object.entries(ANSWERS)) {
    const put = await fetch(`http://127.0.0.1:${BACKEND_PORT}/__mock/answers?path=${encodeURIComponent(path)}`, {
      method: 'PUT',
      body: JSON.stringify(answer),
    })
    expect(put.ok).toBe(true)
  }
})

test.afterAll(() => servers?.stop())

for (const { url, call } of PAGES) {
  test(`${url}: a record with control characters and lone surrogates arrives allowed, hydrates and shows its title`, async ({
    page,
    consoleErrors,
  }) => {
    // Every script the policy blocks, as the page sees it (and Chromium's console says it, in consoleErrors).
    await page.addInitScript(() => {
      const blocked: string[] = []
      Reflect.set(window, '__blockedByPolicy', blocked)
      document.addEventListener('securitypolicyviolation', (event) => {
        blocked.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) calls.push(pathname)
    })
    const hydrationReports = collectHydrationReports(page)
    await rememberPrerenderedHeading(page)
    const address = `http://127.0.0.1:${SERVER_PORT}${url}`
    const answer = await page.goto(address)
    expect(answer?.status()).toBe(200)
    // Rendered by the server with its data: the page's one inline script, allowed by its hash.
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src[^;]* 'sha256-/)

    // Nothing blocked: the script the browser parsed is the one the server hashed.
    const blockedByPolicy = () => page.evaluate(() => Reflect.get(window, '__blockedByPolicy') as string[])
    expect(await blockedByPolicy()).toEqual([])

    // Taken over by the browser: the heading parsed from the HTML is React's now.
    await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
    const main = page.getByRole('main')
    // The title, its control characters dropped and what no page can carry shown as U+FFFD.
    const title = main.getByText(/^Prize[\s\ufffd]*giving$/).first()
    await expect(title).toBeVisible()
    // eslint-disable-next-line no-control-regex
    expect(await title.textContent()).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u)
    // The router's data was read from the page: the list is not asked for again.
    expect(calls.filter((path) => path === call)).toEqual([])
    // Interactive: the title search filters the list.
    const search = main.getByRole('searchbox', { name: /Search/ })
    await search.fill('no such title')
    await expect(title).toBeHidden()
    await search.fill('Prize')
    await expect(main.getByText(/^Prize[\s\ufffd]*giving$/).first()).toBeVisible()

    expect(await blockedByPolicy()).toEqual([])
    expect(hydrationReports).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
