import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'

/**
 * In Chromium: nothing from the backend runs in the site's origin. The mock backend is told to
 * answer files as a hostile backend would (scripts/mock-server.mjs, `&type=`): an HTML page whose script, and a script
 * file it loads from the site, would read the visitor's token; an SVG with a script. Opened on the server's origin
 * (behind nginx, as a school runs it), none of them runs; and the contract's files still work: an SVG shows in an
 * `<img>`, a PDF opens in Chromium's viewer, both under the sandboxing policy of every /api/ answer
 * (server/backend-files.ts; the server's side of it is tests/server/hostile/backend-files.test.ts).
 */
test.use({ serviceWorkers: 'block' })

/** The suite's mock backend (playwright.server.config.ts). */
const API_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_SERVER_API_PORT ?? 4195)}`
/** The sample certificate shipped with the site: a real PDF for the viewer. */
const PDF = readFileSync(new URL('../../public/documents/tc-sample.pdf', import.meta.url))
/** The PDF's own title, which Chromium's viewer shows once it has read the file. */
const PDF_TITLE = 'Sample Transfer Certificate'
/** Chromium's PDF viewer, an extension page in a frame of the PDF's document. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'
/** How long the viewer may take to read and show the file (about 4 s on the 2-core machine). */
const PDF_VIEWER_TIMEOUT_MS = 20_000

/**
 * Names of this run's own: the server's backend cache and nginx keep each address's answer for a minute, and a server
 * reused from an earlier run (reuseExistingServer) must not answer with an earlier run's.
 */
const RUN = `${Date.now()}`
const FILES = {
  html: `uploads/a-${RUN}.html`,
  script: `uploads/b-${RUN}.js`,
  svg: `uploads/crest-${RUN}.svg`,
  pdf: `uploads/syllabus-${RUN}.pdf`,
}

/** The site's address of a backend file, as the site makes it (src/api/image-url.ts). */
const fileUrl = (path: string) => `/api/image?url=${encodeURIComponent(path)}`

/** The visitor's token, as the site keeps it: what the attack of the issue read. */
const TOKEN = 'visitor-token-123'

/** Tells the mock backend to answer `path` (an address with its query) with `body` as `type`. */
async function answer(path: string, type: string, body: string | Uint8Array<ArrayBuffer>) {
  const put = await fetch(
    `${API_ORIGIN}/__mock/answers?path=${encodeURIComponent(path)}&type=${encodeURIComponent(type)}`,
    { method: 'PUT', body },
  )
  expect(put.ok, path).toBe(true)
  // The backend itself answers it as it was told: what the server gets is what a hostile backend would send.
  const asked = await fetch(`${API_ORIGIN}${path}`)
  expect(asked.headers.get('content-type'), path).toBe(type)
}

test.beforeAll(async () => {
  await answer(
    fileUrl(FILES.html),
    'text/html',
    `<!doctype html><title>a</title><script src="${fileUrl(FILES.script)}"></script>` +
      `<script>localStorage.setItem('pwned', 'inline:' + localStorage.getItem('token'))</script>`,
  )
  await answer(
    fileUrl(FILES.script),
    'application/javascript',
    `localStorage.setItem('pwned', 'script:' + localStorage.getItem('token'))`,
  )
  await answer(
    fileUrl(FILES.svg),
    'image/svg+xml',
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c00"/>' +
      `<script>document.documentElement.setAttribute('data-ran', 'yes'); localStorage.setItem('pwned', 'svg')</script>` +
      // The site's own policy allows scripts of its origin: a backend script file, which an SVG can load too.
      `<script href="${fileUrl(FILES.script)}"/></svg>`,
  )
  await answer(fileUrl(FILES.pdf), 'application/pdf', new Uint8Array(PDF))
})

/** A page of the site with the visitor's token stored, as a signed-in visitor has it. */
async function visitorWithToken(page: Page) {
  await page.goto('/about')
  await page.evaluate((token) => localStorage.setItem('token', token), TOKEN)
}

/** What the site's origin's storage says a script of the backend's wrote there (null: nothing ran). */
const pwned = (page: Page) => page.evaluate(() => localStorage.getItem('pwned'))

test('an HTML file from the backend, opened on the site’s origin, is a download: neither its script nor the one it loads runs', async ({
  page,
}) => {
  await visitorWithToken(page)
  const scriptRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(encodeURIComponent(FILES.script))) scriptRequests.push(request.url())
  })
  const download = page.waitForEvent('download', { timeout: 10_000 }).catch(() => undefined)
  // A download is no navigation: goto ends with an error, and the tab stays on the site's page.
  await page.goto(fileUrl(FILES.html)).catch(() => undefined)
  expect(await pwned(page)).toBeNull()
  expect(scriptRequests).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/about')
  expect((await download)?.suggestedFilename()).toBeTruthy()
})

test('a backend script put into a page of the site is refused: served as a download, nosniff', async ({ page }) => {
  await visitorWithToken(page)
  // As an injection into the site's page would load it: the site's policy allows scripts of its origin.
  const loaded = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        script.onload = () => resolve('loaded')
        script.onerror = () => resolve('refused')
        document.head.append(script)
      }),
    fileUrl(FILES.script),
  )
  expect(loaded).toBe('refused')
  expect(await pwned(page)).toBeNull()
})

test('an SVG with a script shows in an <img>; opened itself, it is sandboxed and its script does not run', async ({
  page,
}) => {
  await visitorWithToken(page)
  const width = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const image = new Image()
        image.onload = () => resolve(image.naturalWidth)
        image.onerror = () => resolve(0)
        image.src = src
      }),
    fileUrl(FILES.svg),
  )
  expect(width).toBe(40)
  const opened = await page.goto(fileUrl(FILES.svg))
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull()
  const origin = await page.evaluate(() => window.origin)
  await page.goto('/about')
  expect(await pwned(page)).toBeNull()
  // Sandboxed: the document had an origin of its own, without the site's storage.
  expect(origin).toBe('null')
  const headers = await opened?.allHeaders()
  expect(headers?.['content-type']).toBe('image/svg+xml')
  expect(headers?.['content-security-policy']).toMatch(/^sandbox;/)
})

test('a PDF from the backend still opens in Chromium’s viewer under the sandboxing policy', async ({ page }) => {
  const opened = await page.goto(fileUrl(FILES.pdf))
  // allHeaders: headers() leaves out the security headers of a document the PDF viewer takes.
  const headers = await opened?.allHeaders()
  expect(headers?.['content-type']).toBe('application/pdf')
  expect(headers?.['content-security-policy']).toMatch(/^sandbox;/)
  expect(headers?.['x-content-type-options']).toBe('nosniff')
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(PDF_VIEWER)), { timeout: PDF_VIEWER_TIMEOUT_MS })
    .toBe(true)
  const viewer = page.frames().find((frame) => frame.url().startsWith(PDF_VIEWER))
  if (!viewer) throw new Error('Chromium’s PDF viewer went away')
  await expect(viewer.getByText(PDF_TITLE).first()).toBeVisible({ timeout: PDF_VIEWER_TIMEOUT_MS })
})
