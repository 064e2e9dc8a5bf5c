import { createHash } from 'node:crypto'
import ICAL from 'ical.js'
import { imageSize } from 'image-size'
import { expect, test } from '../e2e/fixtures'
import { collectHydrationReports, headingWasHydrated, rememberPrerenderedHeading } from '../e2e/hydration-checks'
import { startServerOnMockBackend } from '../../scripts/node-process.ts'
import { dataPagesOf } from '../../src/config/route-pages'
import { ROUTE_PAGES } from '../../src/config/route-pages.gen'

/**
 * The optional server: a data page arrives with what its first screen shows, and the browser takes that
 * HTML over without a mismatch and without asking the backend again for what came in the page. The offline worker is
 * blocked so that every request is seen here.
 */
test.use({ serviceWorkers: 'block' })

/**
 * What each data page shows first (the mock backend's demo data) and the call it comes from, by the page's path; the
 * pages are those the routes declare (DATA_PAGES_OF_THE_ROUTES), checked below so that a new one needs its line here.
 */
const FIRST_SCREENS: Record<string, { url?: string; shows: string | RegExp; call: string }> = {
  '/': { shows: 'Online registration is open', call: '/api/onlineRegistration/' },
  '/Gallery': { shows: 'Annual Sports Day 2026', call: '/api/gallery/All/' },
  '/SubGallery': {
    url: '/SubGallery?id=gallery-sports-day-2026',
    shows: 'Annual Sports Day 2026',
    call: '/api/gallery/',
  },
  '/Events': { shows: /\d{1,2} \w+ \d{4}/, call: '/api/events/All/' },
  '/News': { shows: 'Admissions open for session 2027-2028', call: '/api/news/all/' },
  '/VideoGallery': { shows: /./, call: '/api/video/all/' },
  '/faculty': { shows: /./, call: '/api/faculty/all/' },
  '/syllabus': { shows: /./, call: '/api/circular/all/' },
  '/topperX': { shows: /%/, call: '/api/topper/' },
  '/topperXII': { shows: /%/, call: '/api/topper/' },
  '/classTopper': { shows: /%/, call: '/api/topper/' },
  '/PrincipalMessage': { shows: /./, call: '/api/PrincipalMessage/' },
}

const DATA_PAGES_OF_THE_ROUTES = dataPagesOf(ROUTE_PAGES)

test('every page the routes declare as a data page has its first screen here', () => {
  expect(Object.keys(FIRST_SCREENS).sort()).toEqual([...DATA_PAGES_OF_THE_ROUTES].sort())
})

/** Each data page, at an address with what it shows first. */
const DATA_PAGES = DATA_PAGES_OF_THE_ROUTES.flatMap((path) => {
  const screen = FIRST_SCREENS[path]
  return screen ? [{ ...screen, url: screen.url ?? path }] : []
})

/** A demo event and notice (mocks/fixtures/events.ts, news.ts), at the anchors their cards' Share links give. */
const SHARED_EVENT = {
  title: 'Parent-Teacher Meeting (Classes I to XII)',
  anchor: 'event-event-ptm-2026',
}
const SHARED_NEWS = { title: 'Admissions open for session 2027-2028', anchor: 'news-news-admissions-2027' }

/** The speed target for cumulative layout shift (docs/performance.md). */
const MAX_LAYOUT_SHIFT = 0.02

declare global {
  interface Window {
    layoutShift: number
  }
}

/** In the page before its first paint: the layout shifts not caused by the visitor, added up. */
function recordLayoutShifts() {
  window.layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) window.layoutShift += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

test.describe('data pages rendered by the server', () => {
  for (const { url, shows, call } of DATA_PAGES) {
    test(`${url}: its data in the HTML, read without JavaScript too; taken over without a mismatch or a second call`, async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      // The server's backend cache holds the page's answers first, as it does for every visitor after the first: a
      // first render whose backend answers past the deadline (600 ms) sends the page loading, and the browser asks
      // (check-server.mjs tests that), which in CI, both workers busy, happened once to /Gallery's first render.
      expect((await request.get(url)).ok()).toBe(true)
      const calls: string[] = []
      const backendOrigins = new Set<string>()
      page.on('request', (request) => {
        const { pathname, origin } = new URL(request.url())
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/image')) {
          calls.push(pathname)
          backendOrigins.add(origin)
        }
      })
      const hydrationReports = collectHydrationReports(page)
      await rememberPrerenderedHeading(page)
      await page.addInitScript(recordLayoutShifts)
      await page.goto(url)
      await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
      await page.waitForLoadState('networkidle')
      const main = page.getByRole('main')
      await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
      expect(hydrationReports).toEqual([])
      // The rendered cards and texts paint styled: nothing moves as the page's stylesheets and scripts arrive.
      expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT)
      expect(calls.filter((path) => path.startsWith(call))).toEqual([])
      // What the page does ask (Home's sections below the slider), it asks the site: the server's backend cache.
      expect([...backendOrigins].filter((origin) => origin !== new URL(page.url()).origin)).toEqual([])
      expect(consoleErrors).toEqual([])

      const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
      try {
        const reader = await withoutScripts.newPage()
        await reader.goto(url)
        const readerMain = reader.getByRole('main')
        await expect(readerMain).toContainText(shows)
        await expect(readerMain.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
      } finally {
        await withoutScripts.close()
      }
    })
  }
})

test("a data page's one inline script is allowed by its hash, in the header's policy and the page's own", async ({
  page,
  request,
}) => {
  const answer = await request.get('/Gallery')
  const html = await answer.text()
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  expect(inline).toHaveLength(1)
  const hash = `'sha256-${createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64')}'`
  const header = answer.headers()['content-security-policy'] ?? ''
  // Beside this page's script the policy may allow the snapshot's age check (a live build's data pages carry it when
  // the build reached the backend), always by hash, never 'unsafe-inline'.
  const scriptSources = /script-src ([^;]*)/.exec(header)?.[1]?.split(' ') ?? []
  expect(scriptSources).toContain(hash)
  expect(scriptSources.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true)
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#39;/g, "'")
  expect(/script-src ([^;]*)/.exec(meta ?? '')?.[1]?.split(' ')).toContain(hash)

  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await rememberPrerenderedHeading(page)
  await page.goto('/Gallery')
  await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
  expect(violations).toEqual([])
})

test("the URL's filters are applied in the HTML: /Gallery?year=2024 shows that session's albums", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/Gallery?year=2024')
    const main = page.getByRole('main')
    await expect(main).toContainText("Children's Day 2024")
    await expect(main).not.toContainText('Annual Sports Day 2026')
  } finally {
    await context.close()
  }
})

test('a shared album previews as the album: its title, description, address and first photo at 1200 px, with its size', async ({
  request,
}) => {
  const html = await (await request.get('/SubGallery?id=gallery-sports-day-2026')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, '&')
  expect(head).toMatch(/<title>Annual Sports Day 2026 \| [^<]+<\/title>/)
  expect(head.match(/<title>/g)).toHaveLength(1)
  expect(meta('property', 'og:title')).toMatch(/^Annual Sports Day 2026 \| /)
  expect(meta('property', 'og:url')).toMatch(/\/SubGallery\?id=gallery-sports-day-2026$/)
  expect(meta('name', 'description')).not.toBe('')
  // The album's first photo through the school's resizer, at the width link previews show.
  const photo = meta('property', 'og:image') ?? ''
  // Through the resizer, on the site's origin or the resizer's.
  expect(photo).toMatch(/\/img\/1200\/.+|\/__resize\?url=.+&w=1200$/)
  // Its size as the image itself has it (the resizer keeps the photo's shape and never enlarges it).
  // (A copy on the site is asked of this server: the build's VITE_SITE_URL is another port.)
  const photoAddress = photo.includes('/img/') ? new URL(photo).pathname : photo
  const { width, height } = imageSize(await (await request.get(photoAddress)).body())
  expect(width).toBeLessThanOrEqual(1200)
  expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual([
    String(width),
    String(height),
  ])
  // For search engines: the album as a schema.org ImageGallery.
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  )
  expect(data).toContainEqual(
    expect.objectContaining({ '@type': 'ImageGallery', name: 'Annual Sports Day 2026', image: expect.any(Array) }),
  )
  // The prerendered page, for comparison, is the gallery's.
  const prerendered = await (await request.get('/SubGallery')).text()
  expect(prerendered).toMatch(/<title>Gallery Detail \| [^<]+<\/title>/)
})

test("a shared event's and notice's link (?item=) previews as that item, with its schema.org Event or NewsArticle", async ({
  page,
  request,
  consoleErrors,
}) => {
  const structuredDataOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    )
  // The link the event's Share control gives, as a recipient's phone (or WhatsApp's crawler) asks for it.
  await page.goto('/Events?year=2026')
  const share = page.getByRole('button', { name: `Share ${SHARED_EVENT.title}` })
  await expect(share).toBeVisible()
  const eventAddress = `/Events?year=2026&item=${SHARED_EVENT.anchor}`
  const eventHtml = await (await request.get(eventAddress)).text()
  const eventHead = eventHtml.slice(0, eventHtml.indexOf('</head>'))
  expect(eventHead).toContain(`<title>${SHARED_EVENT.title} | `)
  expect(eventHead).toMatch(
    new RegExp(`<meta property="og:url" content="[^"]*/Events\\?year=2026&amp;item=${SHARED_EVENT.anchor}"`),
  )
  expect(eventHead).toMatch(
    /<meta property="og:image" content="[^"]*(?:\/img\/1200\/[^"]*event-ptm-2026[^"]*|\/__resize\?url=[^"]*event-ptm-2026[^"]*&amp;w=1200)"/,
  )
  expect(structuredDataOf(eventHtml)).toContainEqual(
    expect.objectContaining({
      '@type': 'Event',
      name: SHARED_EVENT.title,
      startDate: '2026-10-10T09:30:00+05:30',
      location: expect.objectContaining({ '@type': 'Place' }),
    }),
  )
  const newsHtml = await (await request.get(`/News?year=2026&item=${SHARED_NEWS.anchor}`)).text()
  expect(newsHtml.slice(0, newsHtml.indexOf('</head>'))).toContain(`<title>${SHARED_NEWS.title} | `)
  expect(structuredDataOf(newsHtml)).toContainEqual(
    expect.objectContaining({ '@type': 'NewsArticle', headline: SHARED_NEWS.title, datePublished: '2026-11-02' }),
  )
  // An anchor the list does not have: the page's own preview.
  const unknown = await (await request.get('/Events?year=2026&item=event-nothing-here')).text()
  expect(unknown).toMatch(/<title>Events \| /)

  // The recipient's browser takes the page over as it came, and lands on the card.
  const hydrationReports = collectHydrationReports(page)
  await rememberPrerenderedHeading(page)
  await page.goto(`${eventAddress}#${SHARED_EVENT.anchor}`)
  await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
  await expect(page).toHaveTitle(new RegExp(`^${SHARED_EVENT.title.replace(/[()]/g, '\\$&')} \\| `))
  await expect(page.locator(`#${SHARED_EVENT.anchor}`)).toBeInViewport()
  expect(hydrationReports).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('nginx in front keeps a whole data page and the API answers a minute, shared; never a fixed page or a token', async ({
  request,
}) => {
  const twice = async (path: string, headers: Record<string, string> = {}) => {
    const first = await request.get(path, { headers })
    const second = await request.get(path, { headers })
    expect([first.status(), second.status()]).toEqual([200, 200])
    return [first.headers()['x-cache'], second.headers()['x-cache'], second.headers()['cache-control']]
  }
  // An address no other test asks for, so the first ask is nginx's first.
  expect(await twice('/Events?year=2024')).toEqual(['MISS', 'HIT', expect.stringContaining('s-maxage=60')])
  expect(await twice('/api/video/all/DEMO01')).toEqual([expect.stringMatching(/MISS|HIT/), 'HIT', expect.any(String)])
  // A fixed page is revalidated with its ETag by the server itself, every time.
  expect(await twice('/about')).toEqual(['MISS', 'MISS', 'no-cache'])
  // A visitor's token: to the server every time (and from it to the backend), never kept.
  expect((await twice('/api/video/all/DEMO01', { Authorization: 'Bearer visitor-token' })).slice(0, 2)).toEqual([
    'BYPASS',
    'BYPASS',
  ])
})

test("the feeds: news and events as RSS and every event as a calendar, named in each page's head and offered on the Events page", async ({
  page,
  request,
}) => {
  const calendarAnswer = await request.get('/events.ics')
  expect(calendarAnswer.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await calendarAnswer.text()))
  const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary)
  expect(summaries.length).toBeGreaterThan(3)

  const feedAnswer = await request.get('/feed.xml')
  expect(feedAnswer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  await page.goto('/Events')
  // The browser's own XML parser reads the feed.
  const feed = await page.evaluate(async () => {
    const text = await (await fetch('/feed.xml')).text()
    const document = new DOMParser().parseFromString(text, 'application/xml')
    return {
      parsed: document.querySelector('parsererror') === null,
      titles: [...document.querySelectorAll('item > title')].map((title) => title.textContent),
      links: [...document.querySelectorAll('item > link')].map((link) => link.textContent),
    }
  })
  expect(feed.parsed).toBe(true)
  expect(feed.titles).toContain('Admissions open for session 2027-2028')
  expect(feed.titles.some((title) => summaries.includes(title ?? ''))).toBe(true)
  expect(
    feed.links.every((link) =>
      /\/(News|Events)\?year=\d{4}&item=(news|event)-[a-z0-9-]+#(news|event)-/.test(link ?? ''),
    ),
  ).toBe(true)

  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/feed.xml',
  )
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', '/events.ics')
  await expect(page.getByRole('link', { name: 'Subscribe to the school calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/events\.ics$/,
  )
})

test("a long list (the large scenario's 5,000 events): the page carries this year's, the browser then loads the rest", async ({
  page,
  consoleErrors,
}) => {
  // A server of its own, in front of a backend of 5,000 events (mocks/scenarios/large.ts), beside the suite's.
  const dist = process.env.E2E_SERVER_DIST ?? 'dist-e2e-server'
  const [backendPort, serverPort] = [4198, 4199]
  const servers = await startServerOnMockBackend({
    server: `${dist}-server/node.js`,
    dist,
    port: serverPort,
    backendPort,
    scenario: 'large',
  })
  try {
    const address = `http://127.0.0.1:${serverPort}/Events`
    // The server's backend cache holds the list first (the mock makes 5,000 events on its first call).
    const html = await (await fetch(address)).text()
    const thisYear = String(new Date().getFullYear())
    const count = Number(/Total Count: (?:<!-- -->)?(\d+)/.exec(html)?.[1])
    expect(count).toBeGreaterThan(100)
    expect(count).toBeLessThan(5000)

    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/events/')) calls.push(pathname)
    })
    const hydrationReports = collectHydrationReports(page)
    await rememberPrerenderedHeading(page)
    await page.goto(address)
    await expect.poll(() => headingWasHydrated(page), { timeout: 15_000 }).toBe(true)
    const main = page.getByRole('main')
    await expect(main.getByText(`Total Count: ${count}`)).toBeVisible()
    await expect(main.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(12)
    expect(hydrationReports).toEqual([])
    // Only this year's events came in the page: the browser asks for the whole list once, and every year is there.
    await expect.poll(() => calls.length).toBe(1)
    await expect(main.getByRole('combobox', { name: 'Year' })).toHaveValue(thisYear)
    await main.getByRole('combobox', { name: 'Year' }).selectOption('2023')
    await expect(main.getByText(/^Total Count: \d+$/)).not.toHaveText(`Total Count: ${count}`)
    await expect(main.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(12)
    await expect(main.getByRole('list', { name: 'Events' })).toContainText('2023')
    expect(calls).toHaveLength(1)
    expect(consoleErrors).toEqual([])
  } finally {
    servers.stop()
  }
})
