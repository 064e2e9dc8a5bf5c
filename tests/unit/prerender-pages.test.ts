import { describe, expect, it } from 'vitest'
import { withAppStartAfterFirstScreen } from '../../build/app-start'
import { inlineCodeScripts, pageFileOf, policyMetaTag, splitRenderedMarkup } from '../../src/shared/page-markup'
import { assemblePage, routeStylesheets, routerDataFile } from '../../build/prerender-plugin'
import { assembleDataPage } from '../../server/render-page'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template title</title>
    <meta name="description" content="Template description" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** What a browser makes of a page: its elements, not the text the build happened to write. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
/** The scripts a page runs, in order: each its source, or its inline code. */
const scriptsOf = (page: Document) =>
  [...page.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.textContent)
const stylesheetsOf = (page: Document) =>
  [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))

describe('prerendered pages (build/prerender-plugin.ts)', () => {
  it('names a page file after its path, as static hosts and vite preview serve them', () => {
    expect(pageFileOf('/')).toBe('index.html')
    expect(pageFileOf('/Gallery')).toBe('Gallery.html')
    expect(pageFileOf('/history-aim')).toBe('history-aim.html')
    expect(() => pageFileOf('Gallery')).toThrow()
  })

  it('takes the head tags React put first, and the inline scripts, out of the markup; data scripts stay', () => {
    const rendered =
      '<!DOCTYPE html><link rel="preload" as="image" href="/logo.svg"/><title>About us</title>' +
      '<meta name="description" content="About"/><div><h1>About us</h1>' +
      '<script type="application/ld+json">{"@type":"School"}</script>' +
      '<script data-tsr-stream-part="">self.$_TSR={}</script><script>document.currentScript.remove()</script></div>'
    const split = splitRenderedMarkup(rendered)
    expect(split.head).toEqual([
      '<link rel="preload" as="image" href="/logo.svg"/>',
      '<title>About us</title>',
      '<meta name="description" content="About"/>',
    ])
    expect(split.body).toBe(
      '<div><h1>About us</h1><script type="application/ld+json">{"@type":"School"}</script></div>',
    )
    expect(split.scripts).toEqual(['self.$_TSR={}', 'document.currentScript.remove()'])
  })

  it('writes the scripts into one file named by its content', () => {
    const file = routerDataFile(['a()', 'b()'])
    expect(file?.source).toBe('a();\nb()\n')
    expect(file?.fileName).toMatch(/^assets\/router-data-[0-9a-f]{8}\.js$/)
    expect(routerDataFile(['a()', 'b()'])?.fileName).toBe(file?.fileName)
    expect(routerDataFile(['c()'])?.fileName).not.toBe(file?.fileName)
    expect(routerDataFile([])).toBeUndefined()
  })

  it('puts a page into the template: its head, stylesheets, router data before the app, and markup in #root', () => {
    const html = assemblePage(TEMPLATE, {
      path: '/about',
      markup: { head: ['<title>About us</title>'], body: '<h1>About $& us</h1>', scripts: [] },
      stylesheets: ['/assets/index.css', '/assets/static-pages.css'],
      routerData: '/assets/router-data-12345678.js',
    })
    const page = parse(html)
    expect(page.title).toBe('About us')
    expect(page.querySelectorAll('title')).toHaveLength(1)
    expect(page.querySelector('meta[name="description"]')).toBeNull()
    expect(stylesheetsOf(page)).toEqual(['/assets/index.css', '/assets/static-pages.css'])
    // The router's data first, deferred: it runs before the app's module script, which is deferred too.
    expect(scriptsOf(page)).toEqual(['/assets/router-data-12345678.js', '/assets/index.js'])
    expect(page.querySelector('script[src$="router-data-12345678.js"]')?.hasAttribute('defer')).toBe(true)
    const root = page.getElementById('root')
    expect(root?.dataset.prerenderedPath).toBe('/about')
    expect(root?.innerHTML).toBe('<h1>About $&amp; us</h1>')
    expect(inlineCodeScripts(html)).toEqual([])
  })

  it('leaves the not-found page unmarked (the browser renders it afresh) and adds its extra head tags', () => {
    const html = assemblePage(TEMPLATE, {
      path: undefined,
      markup: { head: [], body: '<h1>Page not found</h1>', scripts: [] },
      stylesheets: [],
      routerData: undefined,
      extraHead: ['<meta name="robots" content="noindex">'],
    })
    const page = parse(html)
    expect(page.getElementById('root')?.hasAttribute('data-prerendered-path')).toBe(false)
    expect(page.getElementById('root')?.textContent).toBe('Page not found')
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })

  it('finds inline code scripts but not data scripts or scripts with a source', () => {
    expect(inlineCodeScripts('<script src="/a.js"></script><script type="application/ld+json">{}</script>')).toEqual([])
    expect(inlineCodeScripts('<p><script>alert(1)</script></p>')).toHaveLength(1)
    expect(inlineCodeScripts('<script type="module">x</script>')).toHaveLength(1)
  })

  it("lists a route's stylesheets from Vite's manifest, through the chunks it imports", () => {
    const manifest = {
      'src/routes/Gallery.tsx?tsr-split=component': {
        file: 'assets/Gallery.js',
        imports: ['_ListPage.js'],
        css: ['assets/lists.css'],
      },
      '_ListPage.js': { file: 'assets/ListPage.js', imports: ['_index.js'], css: ['assets/ListPage.css'] },
      '_index.js': { file: 'assets/index.js', css: ['assets/lists.css'] },
      'src/routes/GalleryOld.tsx': { file: 'assets/GalleryOld.js', css: ['assets/old.css'] },
    }
    expect(routeStylesheets(manifest, 'src/routes/Gallery.tsx', '/')).toEqual([
      '/assets/lists.css',
      '/assets/ListPage.css',
    ])
  })
})

describe("the page's contract (src/shared/page-markup.ts): what the build writes, the server finds again", () => {
  it("a prerendered page's router-data script, the build's policy and #root are where the server looks", async () => {
    const { fileName } = routerDataFile(['window.$_TSR = {}']) ?? { fileName: '' }
    const built = withAppStartAfterFirstScreen(
      assemblePage(TEMPLATE.replace('</head>', `${policyMetaTag("script-src 'self'")}\n</head>`), {
        path: '/about',
        markup: {
          head: ['<title>About us | School</title>', '<link rel="canonical" href="/about">'],
          body: '<h1>About us</h1>',
          scripts: [],
        },
        stylesheets: [],
        routerData: `/${fileName}`,
      }),
      '/assets/app-start.js',
    )
    const served = await assembleDataPage(
      built,
      '<title>About us $& now | School</title><h1>About us, now</h1><script>window.$_TSR = 1</script>',
      '/about',
      '',
    )
    const page = parse(served.html)
    // The render's own router data, inline, in place of the build's file; the policy allows exactly it.
    expect(scriptsOf(page)).toEqual(['window.$_TSR = 1\n', '/assets/app-start.js'])
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')
    expect(policy).toMatch(/^script-src 'self' 'sha256-[^']+'$/)
    expect(page.getElementById('root')?.innerHTML).toBe('<h1>About us, now</h1>')
    // The render's head tags in place of the page's own; the template's title went at build time.
    expect([...page.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['About us $& now | School'])
    expect(page.querySelector('link[rel="canonical"]')).toBeNull()
    expect(stylesheetsOf(page)).toEqual(['/assets/index.css'])
  })
})
