import { afterEach, describe, expect, it } from 'vitest'
import {
  APP_START_FILE,
  APP_START_MAX_WAIT_MS,
  APP_START_SOURCE,
  withAppStartAfterFirstScreen,
} from '../../build/app-start'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script defer src="/assets/router-data-1.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="modulepreload" crossorigin href="/assets/about.js">
    <script type="application/ld+json">{"@type":"School"}</script>
  </head>
  <body>
    <div id="root"><h1>About us</h1></div>
  </body>
</html>`

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

/** The app's code a document asks for (a template's content is inert, so it is not counted): kind, URL, CORS. */
const appLoads = (root: ParentNode) =>
  [...root.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (tag) =>
      `${tag.localName} ${tag.getAttribute('src') ?? tag.getAttribute('href')}${tag.hasAttribute('crossorigin') ? ' crossorigin' : ''}`,
  )

const page = withAppStartAfterFirstScreen(PAGE, `/${APP_START_FILE}`)

/** Shows `html` in this test's document and runs the starter, as the browser does once the page is parsed. */
function openWithStarter(html: string) {
  const parsed = parse(html)
  document.documentElement.className = parsed.documentElement.className
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = parsed.body.innerHTML
  new Function(APP_START_SOURCE)()
}
const afterAFrame = () => new Promise((resolve) => setTimeout(resolve, 50))

afterEach(() => {
  document.documentElement.className = ''
})

describe('the app starts after the first screen (build/app-start.ts)', () => {
  it("as the HTML arrives, the page asks for none of the app's code; its data, markup and other scripts stay", () => {
    const parsed = parse(page)
    expect(appLoads(parsed)).toEqual([])
    expect(parsed.head.querySelector('script[src="/assets/router-data-1.js"]')).toHaveProperty('defer', true)
    expect(parsed.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"School"}')
    expect(parsed.getElementById('root')?.innerHTML).toBe('<h1>About us</h1>')
  })

  it('the starter is a deferred script of the site in <head>; <body> has no script that could run', () => {
    const parsed = parse(page)
    const starter = parsed.head.querySelector(`script[src="/${APP_START_FILE}"]`)
    expect(starter).toHaveProperty('defer', true)
    expect(APP_START_FILE).toMatch(/^assets\/[\w-]+\.js$/)
    expect(parsed.body.querySelectorAll('script')).toHaveLength(0)
  })

  it('the menu works without the app until it runs (the static menu)', () => {
    expect(parse(page).documentElement.classList).toContain('static-menu')
  })

  it("once the first screen has painted, the page asks for the app's code as the bundler wrote it, in order", async () => {
    openWithStarter(page)
    expect(appLoads(document)).toEqual([])
    await afterAFrame()
    expect(appLoads(document)).toEqual(appLoads(parse(PAGE)))
  })

  it(`waits for a first-screen image still loading, at most ${APP_START_MAX_WAIT_MS} ms`, async () => {
    openWithStarter(page)
    const image = document.createElement('img')
    Object.defineProperty(image, 'complete', { value: false })
    image.getBoundingClientRect = () => new DOMRect(0, 100, 400, 300)
    document.body.prepend(image)
    await afterAFrame()
    expect(appLoads(document), 'the image is loading').toEqual([])
    image.dispatchEvent(new Event('load'))
    expect(appLoads(document)).toEqual(appLoads(parse(PAGE)))
  })

  it('refuses a page without a module script, a body or an <html> tag of its own', () => {
    expect(() => withAppStartAfterFirstScreen('<html><head></head><body></body></html>', '/s.js')).toThrow(
      /no module script/,
    )
    expect(() => withAppStartAfterFirstScreen('<script type="module" src="/a.js"></script>', '/s.js')).toThrow(
      /no <\/head> or <\/body>/,
    )
  })
})
