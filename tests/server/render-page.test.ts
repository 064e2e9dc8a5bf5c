import { Hono } from 'hono'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { createBackendCache } from '../../server/backend-cache'
import { DATA_DEADLINE_MS } from '../../src/config/constants'
import { assembleDataPage, leadImageLinkOf, scriptHashSource, withScriptSources } from '../../server/render-page'

/** A prerendered page in small, as build/prerender-plugin.ts writes it. */
const SHELL = `<!doctype html>
<html lang="en" class="static-menu">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;; object-src &#39;none&#39;">
    <!--page-head-->
    <title>Gallery Detail | School</title>
    <meta name="description" content="The school's albums.">
    <meta property="og:title" content="Gallery Detail">
    <link rel="canonical" href="https://school.example/SubGallery">
    <!--/page-head-->
    <script defer src="/assets/router-data-0123abcd.js"></script>
  </head>
  <body>
    <div id="root" data-prerendered-path="/SubGallery"><main><div><p role="status">Loading this gallery…</p></div></main></div>
    <template id="app-start"><script type="module" crossorigin src="/assets/index-abc.js"></script></template>
  </body>
</html>`

/** What the server render gives: React's head tags first, the markup, the router's inline script. */
const RENDERED =
  '<title>Annual Sports Day | School</title><meta property="og:title" content="Annual Sports Day"/>' +
  '<main><div><h1>Annual Sports Day</h1><p>Costs $& $1 nothing</p></div></main>' +
  '<script class="$tsr">self.$_TSR={};$_TSR.router=1</script>'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('a data page assembled at request time', () => {
  it('hashes a script as the Content-Security-Policy does (SHA-256 of its text, base64)', async () => {
    expect(await scriptHashSource('self.$_TSR={}\n')).toBe(sha256('self.$_TSR={}\n'))
  })

  it("adds sources to script-src, or to a new script-src made from default-src's", () => {
    expect(withScriptSources("default-src 'self'; script-src 'self'; img-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; img-src 'self'",
    )
    expect(withScriptSources("default-src 'self' https://a.example", ["'sha256-x'"])).toBe(
      "default-src 'self' https://a.example; script-src 'self' https://a.example 'sha256-x'",
    )
  })

  it("puts the render in #root, its head tags for the shell's, and the router's data inline, allowed by its hash in both policies", async () => {
    const url = '/SubGallery?id=a"b<c'
    const page = await assembleDataPage(SHELL, RENDERED, url, "default-src 'self'; script-src 'self'")
    const { html } = page
    const hash = sha256('self.$_TSR={};$_TSR.router=1\n')
    expect(page.contentSecurityPolicy).toBe(`default-src 'self'; script-src 'self' ${hash}`)
    expect(html).toContain(
      `content="default-src &#39;self&#39;; script-src &#39;self&#39; ${hash.replace(/'/g, '&#39;')}; object-src &#39;none&#39;"`,
    )
    // One inline script, the router's, and no router-data file.
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([
      'self.$_TSR={};$_TSR.router=1\n',
    ])
    expect(html).not.toContain('router-data-')
    // The address, escaped; the markup as rendered ("$&" is text, not a replacement pattern).
    expect(html).toContain(
      '<div id="root" data-rendered-url="/SubGallery?id=a&quot;b&lt;c"><main><div><h1>Annual Sports Day</h1><p>Costs $& $1 nothing</p></div></main></div>',
    )
    expect(html).not.toContain('Loading this gallery')
    // The render's head tags, once each; the shell's description and canonical (which the render did not bring) go.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Annual Sports Day | School</title>')
    expect(html).toContain('<meta property="og:title" content="Annual Sports Day"/>')
    expect(html).not.toContain('Gallery Detail')
    // The app still starts after the first screen, and the page calls /api/ on the site.
    expect(html).toContain('<template id="app-start"><script type="module"')
    expect(html).toContain('<html data-api-same-origin lang="en" class="static-menu">')
  })
})

const LISTS = { news: [], events: [], complete: true }

const SHELLS: Record<string, string> = {
  '/SubGallery': SHELL,
  '/hi/SubGallery': SHELL.replace('<html lang="en"', '<html lang="hi"'),
  '/about': '<!doctype html><html lang="en"><body><div id="root"><h1>About us</h1></div></body></html>',
}

describe('the server with rendering', () => {
  const backend = createBackendCache({
    backendUrl: 'https://content.example.org',
    fetch: (async () => Response.json([])) as typeof fetch,
  })
  const appWith = (
    render: (
      url: string,
      deadline: number,
    ) => Promise<{ status: number; html: string; location?: string; complete?: boolean }>,
  ) =>
    createApp({
      schoolCode: 'DEMO01',
      backend,
      securityHeaders: [['Content-Security-Policy', "default-src 'self'; script-src 'self'"]],
      log: () => undefined,
      pages: { shellOf: (path) => SHELLS[path], render, lists: async () => LISTS, siteUrl: 'https://school.example' },
      files: new Hono().get('*', (c) => c.html('a file of the build')),
    })

  it('renders a data page within its deadline, with its hash in the CSP header and a cache rule a CDN honours', async () => {
    let asked: [string, number] | undefined
    const app = appWith(async (url, deadline) => {
      asked = [url, deadline]
      return { status: 200, html: RENDERED }
    })
    const answer = await app.request('http://school.test/SubGallery?id=sports')
    expect(asked).toEqual(['/SubGallery?id=sports', DATA_DEADLINE_MS])
    expect(answer.status).toBe(200)
    // Revalidated by browsers; kept 60 s by a CDN in front, and sent stale while it refreshes.
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect(answer.headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha256('self.$_TSR={};$_TSR.router=1\n')}`,
    )
    expect(await answer.text()).toContain('<h1>Annual Sports Day</h1>')
  })

  it('renders a Hindi data page (/hi/…) with its data as the English one, reading its params alike', async () => {
    const asked: string[] = []
    const app = appWith(async (url) => {
      asked.push(url)
      return { status: 200, html: RENDERED }
    })
    const answer = await app.request('http://school.test/hi/SubGallery?id=sports')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    const html = await answer.text()
    expect(html).toContain('<h1>Annual Sports Day</h1>')
    expect(html).toContain('lang="hi"')
    // A param the page does not define goes, as on the English page, to the Hindi page's own address.
    const tracked = await app.request('http://school.test/hi/SubGallery?id=sports&fbclid=x')
    expect(tracked.status).toBe(301)
    expect(tracked.headers.get('Location')).toBe('/hi/SubGallery?id=sports')
    expect(asked).toEqual(['/hi/SubGallery?id=sports'])
  })

  it('lets nothing in front keep a page sent with a section loading: the next visitor may get it whole', async () => {
    const late = appWith(async () => ({ status: 200, html: RENDERED, complete: false }))
    const answer = await late.request('http://school.test/SubGallery?id=sports')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-cache')
    const whole = appWith(async () => ({ status: 200, html: RENDERED, complete: true }))
    expect((await whole.request('http://school.test/SubGallery?id=sports')).headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
  })

  it("sends the prerendered page when the render fails, and the router's own address when it redirects", async () => {
    const failing = appWith(async () => {
      throw new Error('a section threw on the data')
    })
    const fallback = await failing.request('http://school.test/SubGallery?id=sports')
    expect(fallback.status).toBe(200)
    const prerendered = await fallback.text()
    expect(prerendered).toContain('Loading this gallery…')
    expect(prerendered).toContain('<html data-api-same-origin lang="en"')

    const redirecting = appWith(async () => ({ status: 307, html: '', location: '/Gallery?year=2024-2025' }))
    const moved = await redirecting.request('http://school.test/SubGallery?id=2024')
    expect(moved.status).toBe(307)
    expect(moved.headers.get('Location')).toBe('/Gallery?year=2024-2025')
    // Never to another site.
    const away = appWith(async () => ({ status: 307, html: '', location: '//evil.example/' }))
    expect(await (await away.request('http://school.test/SubGallery')).text()).toContain('Loading this gallery…')
  })

  it('sends fixed pages as prerendered, marked to call /api/ on the site, with an ETag; the rest from the files', async () => {
    let renders = 0
    const app = appWith(async () => {
      renders += 1
      return { status: 200, html: RENDERED }
    })
    const about = await app.request('http://school.test/about')
    expect(await about.text()).toBe(
      '<!doctype html><html data-api-same-origin lang="en"><body><div id="root"><h1>About us</h1></div></body></html>',
    )
    expect(about.headers.get('Cache-Control')).toBe('no-cache')
    const etag = about.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\//)
    expect((await app.request('http://school.test/about', { headers: { 'If-None-Match': etag } })).status).toBe(304)
    expect(renders).toBe(0)
    expect(await (await app.request('http://school.test/sw.js')).text()).toBe('a file of the build')
  })
})

describe('the lead image announced before the body', () => {
  const lead = (src: string, rest = '') =>
    `<ul><li><img class="list-card__image" src="${src}"${rest} alt="" width="400" height="300" loading="eager" fetchPriority="high"/></li>` +
    `<li><img src="/b.jpg" alt="" loading="lazy"/></li></ul>`

  it('announces the first high-priority image with the copies it offers, as the <img> says them', () => {
    const body = lead(
      'https://img.example/a.jpg?w=480&amp;q=1',
      ' srcSet="https://img.example/a.jpg?w=320 320w, https://img.example/a.jpg?w=640 640w" sizes="(max-width: 567px) calc(100vw - 32px), 280px"',
    )
    expect(leadImageLinkOf(body)).toBe(
      '<https://img.example/a.jpg?w=480&q=1>; rel=preload; as=image; ' +
        'imagesrcset="https://img.example/a.jpg?w=320 320w, https://img.example/a.jpg?w=640 640w"; ' +
        'imagesizes="(max-width: 567px) calc(100vw - 32px), 280px"; fetchpriority=high',
    )
  })

  it('announces nothing without a lead image, or for a lazy one', () => {
    expect(leadImageLinkOf('<img src="/a.jpg" alt="">')).toBeUndefined()
    expect(leadImageLinkOf('<img src="/a.jpg" alt="" loading="lazy" fetchPriority="high">')).toBeUndefined()
  })

  it.each([
    ['a quote', '/a&quot;b.jpg'],
    ['an angle bracket', '/a&gt;b.jpg'],
    ['a backslash', '/a\\b.jpg'],
    ['a line break', '/a\nb.jpg'],
    ['a character outside ASCII', '/fotó.jpg'],
  ])('announces nothing when the address holds %s (a Link header must not break, nor the page with it)', (_, src) => {
    const link = leadImageLinkOf(lead(src))
    expect(link).toBeUndefined()
  })
})
