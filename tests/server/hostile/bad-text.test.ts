import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import type { ViteDevServer } from 'vite'
import { productionVite } from './production-vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { createBackendCache } from '../../../server/backend-cache'
import { newsAndEventsRss } from '../../../server/feeds'
import { assembleDataPage, DATA_PAGES } from '../../../server/render-page'
import { escapeText } from '../../../src/shared/ics'
import type * as BaseUrl from '../../../src/api/base-url'
import type * as SanitizeHtml from '../../../src/shared/sanitize-html'
import type * as EntryServer from '../../../src/entry-server'
import { json, startHostileBackend, type HostileBackend } from './hostile-backend'
import { BAD_CHARACTERS } from '../../hostile-text'

/**
 * No byte of the backend's can blank a page or break a feed. One record holding every
 * control character, DEL, lone surrogates and the noncharacters U+FFFE and U+FFFF, in every text field of every call,
 * on every data page rendered by the real render (entry-server.tsx, loaded through Vite with the build's plugins) and
 * on both feeds. A page's inline script must hash, as the browser parses it, to what the server hashed: otherwise the
 * policy blocks the page's one script and the page stays blank (and a CDN shares it for a minute).
 */

/** A text with every bad character between two words, which a page shows and a test finds. */
const bad = (word: string) => `${word}${BAD_CHARACTERS}giving`

/** What the HTML parser, XML 1.0 or UTF-8 would change or refuse in a text (CR is fine: a parser makes it LF). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff\ud800-\udfff]/u

const ALBUM_ID = 'album-1'

/** One record for any call: every text field of every schema bad; dates, categories and classes as pages filter them. */
function record(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: `id${BAD_CHARACTERS}`,
    title: bad('Prize'),
    description: bad('About'),
    name: bad('Prize'),
    designation: bad('Principal'),
    qualification: bad('M.Sc.'),
    stream: bad('Science'),
    venue: bad('Hall'),
    time: bad('10:30'),
    urlTitle: bad('Read'),
    url: `https://example.org/${BAD_CHARACTERS}`,
    videoUrl: `https://www.youtube.com/watch?v=abc${BAD_CHARACTERS}`,
    date: '2026-01-15',
    fromDate: '2026-01-15',
    sessionYear: '2025-2026',
    division: '97.5',
    order: 1,
    attachments: [`uploads/a${BAD_CHARACTERS}.jpg`, BAD_CHARACTERS],
    images: [`uploads/b${BAD_CHARACTERS}.jpg`],
    image: [`uploads/c${BAD_CHARACTERS}.jpg`],
    ...fields,
  }
}

/** The backend's answer to a call, by its path (src/api/endpoints.ts). */
function answerOf(path: string): unknown {
  if (path.startsWith('/api/subGallery')) return record({ _id: ALBUM_ID, category: 'PhotoGallery' })
  if (path.startsWith('/api/gallery')) {
    return [record({ _id: ALBUM_ID, category: 'PhotoGallery' }), record({ category: 'PhotoGallery' })]
  }
  if (path.startsWith('/api/PrincipalMessage')) {
    return [record({ category: 'Principal', message: `<p>${bad('Dear parents')}</p>` })]
  }
  if (path.startsWith('/api/circular')) return [record({ category: 'Syllabus' })]
  if (path.startsWith('/api/topper')) {
    return ['X', 'XII', 'OtherToppers'].map((topperClass) => record({ class: topperClass }))
  }
  if (path.startsWith('/api/birthdays')) return [record({ class: bad('VII'), date: '2010-01-15' })]
  return [record({ class: bad('VII'), category: bad('News') })]
}

/** A prerendered page in small, as build/prerender-plugin.ts writes it (tests/server/render-page.test.ts). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">
    <title>School</title>
    <script defer src="/assets/router-data-0123abcd.js"></script>
  </head>
  <body>
    <div id="root"><main><p role="status">Loading…</p></main></div>
    <template id="app-start"><script type="module" crossorigin src="/assets/index-abc.js"></script></template>
  </body>
</html>`

const POLICY = "default-src 'self'; script-src 'self'"

/**
 * How long a render here may wait for its data: Vite compiles each page's modules on its first render, which on a
 * busy machine takes longer than the server's deadline (DATA_DEADLINE_MS), and a page sent without its data would
 * not hold the record under test.
 */
const RENDER_DEADLINE_MS = 20_000

/** Vite's start and the first compile of the app, on the 2-core CI machine. */
const START_TIMEOUT_MS = 120_000

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The sources of a policy's script-src. */
const scriptSourcesOf = (policy: string | null | undefined) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? []

/**
 * What the browser makes of a page's bytes: UTF-8 decoded (a lone surrogate the server wrote is U+FFFD by then), then
 * parsed by an HTML parser (jsdom's, parse5: NUL in a script is U+FFFD, CR and CRLF are LF), scripts not run.
 */
async function asBrowserParses(answer: Response): Promise<Document> {
  const html = new TextDecoder('utf-8').decode(await answer.arrayBuffer())
  return new JSDOM(html).window.document
}

/** The scripts a browser runs inline (not JSON-LD's data blocks, not a file's). */
const inlineScriptsOf = (document: Document) =>
  [...document.querySelectorAll('script:not([src])')].filter((script) => !script.hasAttribute('type'))

/** Every inline script of a parsed page is allowed by the hash the server sent, in its header and in its page. */
function expectEveryInlineScriptAllowed(document: Document, headerPolicy: string | null) {
  const scripts = inlineScriptsOf(document)
  // The router's data: the page was assembled with its render, not sent as the prerendered page.
  expect(scripts.length).toBeGreaterThan(0)
  const metaPolicy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')
  for (const script of scripts) {
    const hash = sha256(script.textContent)
    expect(scriptSourcesOf(headerPolicy)).toContain(hash)
    expect(scriptSourcesOf(metaPolicy)).toContain(hash)
  }
}

describe('a record holding every control character and lone surrogates', () => {
  let backend: HostileBackend
  let vite: ViteDevServer
  let app: ReturnType<typeof createApp>
  const cacheDir = mkdtempSync(join(tmpdir(), 'bad-text-vite-'))
  const apiBaseUrl = process.env.VITE_API_BASE_URL

  beforeAll(async () => {
    backend = await startHostileBackend((request, response) => json(response, answerOf(request.url ?? '')))
    // The app's configuration is the build's (vite.config.ts): a live build, whose file URLs are the backend's.
    process.env.VITE_API_BASE_URL = backend.url
    vite = await productionVite(cacheDir)
    // The modules of the render's own module graph (the server's start, server/node.ts, does the same).
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer
    const baseUrl = (await vite.ssrLoadModule('/src/api/base-url.ts')) as typeof BaseUrl
    const sanitizer = (await vite.ssrLoadModule('/src/shared/sanitize-html.ts')) as typeof SanitizeHtml
    sanitizer.sanitizeInWindow(new JSDOM('').window)
    const cache = createBackendCache({ backendUrl: backend.url })
    baseUrl.answerApiCallsWith({
      origin: 'http://127.0.0.1:1',
      fetch: (request: Request) => cache.handle(request),
      sendsPages: true,
    })
    app = createApp({
      schoolCode: 'DEMO01',
      backend: cache,
      securityHeaders: [['Content-Security-Policy', POLICY]],
      log: () => undefined,
      pages: {
        shellOf: (path) => (DATA_PAGES.includes(path) ? SHELL : undefined),
        render: (url) => entry.renderPageWithData(url, RENDER_DEADLINE_MS),
        lists: entry.loadSchoolLists,
        siteUrl: 'https://school.example',
      },
    })
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    await vite?.close()
    await backend?.close()
    rmSync(cacheDir, { recursive: true, force: true })
    if (apiBaseUrl === undefined) delete process.env.VITE_API_BASE_URL
    else process.env.VITE_API_BASE_URL = apiBaseUrl
  })

  /**
   * Data pages whose HTML shows no record: the home page's sections (marquees, carousels) show theirs once the page is
   * the browser's, from the page's data.
   */
  const WITHOUT_RECORDS_IN_HTML = new Set(['/'])

  /** Every data page; the album's with the album's id. */
  const addresses = DATA_PAGES.map((path) => (path === '/SubGallery' ? `${path}?id=${ALBUM_ID}` : path))

  it.each(addresses)(
    '%s: the page holds the record, and its inline script is the one the server hashed',
    async (address) => {
      const answer = await app.request(`http://school.test${address}`)
      expect(answer.status).toBe(200)
      const document = await asBrowserParses(answer)
      expectEveryInlineScriptAllowed(document, answer.headers.get('Content-Security-Policy'))
      // The record is on the page, as text a browser shows, without the characters no format carries.
      const text = document.getElementById('root')?.textContent ?? ''
      if (!WITHOUT_RECORDS_IN_HTML.has(address)) expect(text).toContain('Prize')
      expect(text).not.toMatch(FORBIDDEN_ANYWHERE)
      // Its JSON-LD data blocks still parse.
      for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(() => JSON.parse(block.textContent) as unknown).not.toThrow()
      }
    },
    RENDER_DEADLINE_MS,
  )

  it(
    "an address's own control characters do not blank the page either",
    async () => {
      // A visitor's NUL never passes the backend's schemas: the album's id goes into the page's data (its query's key)
      // as the address wrote it.
      const answer = await app.request(`http://school.test/SubGallery?id=${ALBUM_ID}%00%0d`)
      expect(answer.status).toBe(200)
      expectEveryInlineScriptAllowed(await asBrowserParses(answer), answer.headers.get('Content-Security-Policy'))
    },
    RENDER_DEADLINE_MS,
  )

  it('/feed.xml is well-formed XML with the title, without the characters XML forbids', async () => {
    const answer = await app.request('http://school.test/feed.xml')
    expect(answer.status).toBe(200)
    const xml = new TextDecoder('utf-8', { fatal: true }).decode(await answer.arrayBuffer())
    // jsdom's XML parser is strict (saxes): a character XML 1.0 forbids is a parser error.
    const feed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml')
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0)
    const titles = [...feed.querySelectorAll('item > title')].map((title) => title.textContent)
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) {
      expect(title).toMatch(/^Prize[\s\ufffd]*giving$/)
      expect(title).not.toMatch(FORBIDDEN_ANYWHERE)
    }
  })

  it('/events.ics is UTF-8 a calendar reads, its lines without control characters', async () => {
    const answer = await app.request('http://school.test/events.ics')
    expect(answer.status).toBe(200)
    const ics = new TextDecoder('utf-8', { fatal: true }).decode(await answer.arrayBuffer())
    // RFC 5545: no control character but tab in a content line (CRLF ends it).
    // eslint-disable-next-line no-control-regex
    for (const line of ics.split('\r\n')) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/)
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent')
    expect(events.length).toBeGreaterThan(0)
    for (const vevent of events) expect(new ICAL.Event(vevent).summary).toMatch(/^Prize[\s\ufffd]*giving$/)
  })
})

/** The escapes the router's serialiser (seroval) writes in a string literal; every other character goes in raw. */
const ROUTER_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
}

/** A string literal as the router writes it into a page (seroval's `serialize` gives the same): NUL raw, for one. */
const routerStringLiteral = (text: string) =>
  `"${text.replace(/[\\"\b\t\n\f\r]/g, (char) => ROUTER_ESCAPES[char] ?? char)}"`

describe('each format on its own, whatever text reaches it', () => {
  it("a page's inline script, as the router's serialiser writes it, hashes as the browser parses it", async () => {
    const code = `self.$_TSR={};$_TSR.router=({title:${routerStringLiteral(bad('Prize'))}})\r\n//\r`
    expect(code).toContain('\u0000')
    const rendered = `<main><h1>Prize</h1></main><script class="$tsr">${code}</script>`
    const page = await assembleDataPage(SHELL, rendered, '/News', POLICY)
    const document = await asBrowserParses(new Response(page.html))
    expectEveryInlineScriptAllowed(document, page.contentSecurityPolicy)
    // The same value as the server had: the characters were written as escapes, which JavaScript reads back.
    const [script] = inlineScriptsOf(document)
    const window: Record<string, unknown> = {}
    window.self = window
    runInNewContext(script?.textContent ?? '', window)
    expect((window.$_TSR as { router: unknown }).router).toEqual({ title: bad('Prize') })
  })

  it('the RSS feed drops what XML 1.0 forbids from any text it is given', () => {
    const xml = newsAndEventsRss(
      {
        news: [{ title: bad('Prize'), description: bad('About'), fromDate: '2026-01-15', attachments: [] }],
        events: [],
      },
      'https://school.example',
      new Date('2026-01-20T00:00:00Z'),
    )
    const feed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml')
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0)
    // DEL is allowed in XML (the backend's text has none: api/fields.ts); CR is read as LF.
    expect(feed.querySelector('item > title')?.textContent).toBe('Prize\t\n\n\u007fgiving')
  })

  it('an iCalendar TEXT value has no control characters and no lone surrogates', () => {
    expect(escapeText(bad('Prize'))).toBe('Prize\t\\n\\n\ufffd\ufffd\ufffe\uffffgiving')
  })
})
