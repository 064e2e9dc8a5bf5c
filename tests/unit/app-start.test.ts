import { describe, expect, it } from 'vitest'
import {
  APP_START_FILE,
  APP_START_MAX_WAIT_MS,
  APP_START_SOURCE,
  APP_START_TEMPLATE_ID,
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

describe('the app starts after the first screen (build/app-start.ts)', () => {
  const html = withAppStartAfterFirstScreen(PAGE, `/${APP_START_FILE}`)
  const head = html.slice(0, html.indexOf('</head>'))

  it('keeps the module script and every modulepreload, unchanged and in order, in an inert template', () => {
    expect(head).not.toContain('type="module"')
    expect(head).not.toContain('modulepreload')
    const template = new DOMParser().parseFromString(html, 'text/html').getElementById(APP_START_TEMPLATE_ID)
    expect(template).toBeInstanceOf(HTMLTemplateElement)
    expect([...(template as HTMLTemplateElement).content.children].map((tag) => tag.outerHTML)).toEqual([
      '<script type="module" crossorigin="" src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/runtime.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/about.js">',
    ])
  })

  it('leaves the rest as it was: the router data, the data script, the markup', () => {
    expect(head).toContain('<script defer src="/assets/router-data-1.js"></script>')
    expect(head).toContain('<script type="application/ld+json">')
    expect(html).toContain('<div id="root"><h1>About us</h1></div>')
  })

  it('adds the starter as a deferred script from the site to <head>; <body> holds no script, only the template', () => {
    expect(APP_START_FILE).toMatch(/^assets\/app-start-[0-9a-f]{8}\.js$/)
    expect(head).toMatch(new RegExp(`<script defer src="/${APP_START_FILE}"></script>\\s*$`))
    const document = new DOMParser().parseFromString(html, 'text/html')
    expect(document.body.querySelectorAll('script')).toHaveLength(0)
    expect(document.body.lastElementChild?.id).toBe(APP_START_TEMPLATE_ID)
  })

  it('refuses a page without a module script or a body', () => {
    expect(() => withAppStartAfterFirstScreen('<html><body></body></html>', '/s.js')).toThrow(/no module script/)
    expect(() => withAppStartAfterFirstScreen('<script type="module" src="/a.js"></script>', '/s.js')).toThrow(
      /no <\/head> or <\/body>/,
    )
  })
})

describe('the starter, run in a document', () => {
  /** Runs the starter over `html` in this test's document; returns the tags it added to <head>. */
  function runStarter(body: string) {
    document.head.innerHTML = ''
    document.body.innerHTML = `${body}<template id="${APP_START_TEMPLATE_ID}"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"></template>`
    new Function(APP_START_SOURCE)()
    return () =>
      [...document.head.children].map(
        (tag) => `${tag.localName} ${tag.getAttribute('src') ?? tag.getAttribute('href')}`,
      )
  }

  it('starts the app once the first screen has painted, with new elements (a script from a template never runs)', async () => {
    const added = runStarter('<h1>About us</h1>')
    expect(added()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(added()).toEqual(['script /assets/index.js', 'link /assets/a.js'])
    const script = document.head.querySelector('script')
    expect(script?.type).toBe('module')
    expect(script?.hasAttribute('crossorigin')).toBe(true)
    expect(document.getElementById(APP_START_TEMPLATE_ID)).not.toBeNull()
  })

  it(`waits for a first-screen image still loading, at most ${APP_START_MAX_WAIT_MS} ms`, async () => {
    const image = document.createElement('img')
    Object.defineProperty(image, 'complete', { value: false })
    image.getBoundingClientRect = () => new DOMRect(0, 100, 400, 300)
    const added = runStarter('')
    document.body.prepend(image)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(added(), 'the image is loading').toEqual([])
    image.dispatchEvent(new Event('load'))
    expect(added()).toEqual(['script /assets/index.js', 'link /assets/a.js'])
  })
})
