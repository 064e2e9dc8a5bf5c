import type { Page } from '@playwright/test'
import { sitePagesIn } from '../../build/site-pages'
import type { PagePath } from '../../src/config/site-map'
import { SCHOOL_NAME } from '../../src/config/site'
import { expect, test, waitForFrame } from './fixtures'

/**
 * Each page's head tags (src/config/page-head.ts) as the browser has them once the page is up, and as the raw HTML
 * has them: link previews (WhatsApp, Facebook) read only the HTML's <head>, never run JavaScript.
 * The site origin is the one the build was made for (VITE_SITE_URL), read from its robots.txt.
 */

/** The site map's pages, each magazine issue of the data folder among them. */
const PAGES = sitePagesIn()

const CHECKED: readonly PagePath[] = ['/', '/about', '/Events', '/contactUs', '/Magazine2024']
const WITH_SCHOOL_DATA: readonly PagePath[] = ['/', '/contactUs']
const OPEN_GRAPH = ['og:type', 'og:site_name', 'og:locale', 'og:title', 'og:description', 'og:url', 'og:image']

/** What a document's head says (run in the browser, on the page or on a parsed copy of the raw HTML). */
interface HeadFacts {
  titles: string[]
  descriptions: string[]
  canonicals: string[]
  /** `hreflang=href` of each alternate-language link. */
  alternates: string[]
  properties: Record<string, string[]>
  twitter: Record<string, string[]>
  /** The page's JSON-LD blocks anywhere in the document but <main> (search engines read them in the body too). */
  jsonLd: string[]
}

/** The head of the page, or of `html` parsed (nothing in it runs) when given. */
function headFactsOf(html: string | null): HeadFacts {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const all = (selector: string) => [...doc.head.querySelectorAll(selector)]
  const grouped = (attribute: string, prefix: string) => {
    const groups: Record<string, string[]> = {}
    for (const meta of all(`meta[${attribute}^="${prefix}"]`)) {
      ;(groups[meta.getAttribute(attribute) ?? ''] ??= []).push(meta.getAttribute('content') ?? '')
    }
    return groups
  }
  return {
    titles: all('title').map((title) => title.textContent ?? ''),
    descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute('content') ?? ''),
    canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
    alternates: all('link[rel="alternate"][hreflang]').map(
      (link) => `${link.getAttribute('hreflang')}=${link.getAttribute('href')}`,
    ),
    properties: grouped('property', 'og:'),
    twitter: grouped('name', 'twitter:'),
    // The page's own blocks: the graph of the cards on screen sits in <main> (FilteredList, tested with its pages).
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .filter((script) => !script.closest('main'))
      .map((script) => script.textContent ?? ''),
  }
}

const renderedHead = (page: Page) => page.evaluate(headFactsOf, null)
const rawHead = (page: Page, html: string) => page.evaluate(headFactsOf, html)

/** The origin the build names: its robots.txt gives the sitemap's absolute URL. */
async function siteOriginOf(page: Page): Promise<string> {
  const robots = await (await page.request.get('/robots.txt')).text()
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1]
  expect(sitemap, robots).toBeTruthy()
  return sitemap ?? ''
}

function expectPageHead(facts: HeadFacts, path: PagePath, origin: string) {
  const page = PAGES.find((row) => row.path === path)
  const title = path === '/' ? SCHOOL_NAME : `${page?.title} | ${SCHOOL_NAME}`
  expect(facts.titles, path).toEqual([title])
  expect(facts.descriptions, path).toHaveLength(1)
  expect(facts.descriptions[0]?.length, path).toBeGreaterThan(40)
  expect(facts.canonicals, path).toEqual([origin + path])
  for (const property of OPEN_GRAPH) expect(facts.properties[property], `${path} ${property}`).toHaveLength(1)
  expect(facts.properties['og:url'], path).toEqual([origin + path])
  expect(facts.properties['og:title'], path).toEqual([title])
  expect(facts.properties['og:description'], path).toEqual(facts.descriptions)
  expect(facts.properties['og:image']?.[0], path).toMatch(new RegExp(`^${origin}/images/share/[\\w-]+\\.jpg$`))
  expect(facts.properties['og:locale'], path).toEqual(['en_IN'])
  expect(facts.properties['og:locale:alternate'], path).toEqual(['hi_IN'])
  const hindi = path === '/' ? '/hi' : `/hi${path}`
  expect(facts.alternates, path).toEqual([`en=${origin}${path}`, `hi=${origin}${hindi}`, `x-default=${origin}${path}`])
  expect(facts.twitter['twitter:card'], path).toEqual(['summary_large_image'])
  expect(facts.twitter['twitter:image'], path).toEqual(facts.properties['og:image'])
  if (WITH_SCHOOL_DATA.includes(path)) {
    expect(facts.jsonLd, path).toHaveLength(1)
    expect(JSON.parse(facts.jsonLd[0] ?? '')).toMatchObject({
      '@type': 'School',
      name: SCHOOL_NAME,
      url: `${origin}/`,
      logo: `${origin}/images/share/logo.png`,
      address: { '@type': 'PostalAddress' },
    })
  } else {
    expect(facts.jsonLd, path).toEqual([])
  }
}

test.describe('head tags of each page', () => {
  for (const path of CHECKED) {
    test(`${path}: one title, description and canonical link, and the link-preview tags, once rendered`, async ({
      page,
      consoleErrors,
    }) => {
      const origin = await siteOriginOf(page)
      await page.goto(path)
      await waitForFrame(page)
      await expect(page).toHaveTitle(path === '/' ? SCHOOL_NAME : new RegExp(`\\| ${SCHOOL_NAME}$`))
      expectPageHead(await renderedHead(page), path, origin)
      expect(consoleErrors).toEqual([])
    })

    test(`${path}: the same in the raw HTML, which is what WhatsApp reads`, async ({ page }) => {
      const origin = await siteOriginOf(page)
      const response = await page.request.get(path)
      expect(response.status()).toBe(200)
      expectPageHead(await rawHead(page, await response.text()), path, origin)
    })
  }

  // An address with a query string is rendered afresh over the page prerendered for its path (src/main.tsx): the
  // head must still hold each tag once, not the prerendered copy and React's.
  for (const [address, path] of [
    ['/Events?year=all', '/Events'],
    ['/about?from=whatsapp', '/about'],
  ] as const) {
    test(`${address}: one of each tag when the page is rendered afresh over its prerendered HTML`, async ({ page }) => {
      const origin = await siteOriginOf(page)
      await page.goto(address)
      await waitForFrame(page)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      expectPageHead(await renderedHead(page), path, origin)
    })
  }

  test('moving to another page in the app replaces the head tags, without leaving the last page’s behind', async ({
    page,
  }) => {
    const origin = await siteOriginOf(page)
    // From a page with the school's JSON-LD (Home would open its notification popup over the links).
    await page.goto('/contactUs')
    await waitForFrame(page)
    expect((await renderedHead(page)).jsonLd).toHaveLength(1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveTitle(/^About us \|/)
    await expect.poll(async () => (await renderedHead(page)).canonicals).toEqual([`${origin}/about`])
    expectPageHead(await renderedHead(page), '/about', origin)
  })

  test('the build serves sitemap.xml on the same origin, every page but /SubGallery and /search', async ({ page }) => {
    const origin = await siteOriginOf(page)
    const response = await page.request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const notListed = new Set(['/SubGallery', '/search'])
    expect(locs).toEqual(
      PAGES.filter((row) => !notListed.has(row.path)).flatMap((row) => [
        origin + row.path,
        origin + (row.path === '/' ? '/hi' : `/hi${row.path}`),
      ]),
    )
  })

  // The same page in Hindi (/hi/...): its own title, canonical and locale, and the alternates back to English, in the
  // raw HTML (what WhatsApp and search engines read) and once the app has taken the page over.
  for (const [path, title] of [
    ['/hi/about', `हमारे बारे में | ${SCHOOL_NAME}`],
    ['/hi/Events', `कार्यक्रम | ${SCHOOL_NAME}`],
  ] as const) {
    test(`${path}: a Hindi page's head names it in Hindi and links its English page`, async ({
      page,
      consoleErrors,
    }) => {
      const origin = await siteOriginOf(page)
      const english = path.slice('/hi'.length)
      const response = await page.request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toMatch(/<html lang="hi"/)
      await page.goto(path)
      await waitForFrame(page)
      for (const facts of [await rawHead(page, html), await renderedHead(page)]) {
        expect(facts.titles).toEqual([title])
        expect(facts.canonicals).toEqual([origin + path])
        expect(facts.properties['og:url']).toEqual([origin + path])
        expect(facts.properties['og:locale']).toEqual(['hi_IN'])
        expect(facts.alternates).toEqual([
          `en=${origin}${english}`,
          `hi=${origin}${path}`,
          `x-default=${origin}${english}`,
        ])
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      expect(consoleErrors).toEqual([])
    })
  }

  // "Install the site" is for live builds only (README, "Configuration"): in a demo build MSW's worker is the page's
  // service worker, and an installed demo would be an app of mock data.
  test('a demo build links no web app manifest, in the raw HTML or once rendered, and serves none', async ({
    page,
  }) => {
    for (const path of CHECKED) {
      const html = await (await page.request.get(path)).text()
      expect(html, path).not.toMatch(/<link\b[^>]*\brel="manifest"/)
    }
    const manifest = await page.request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).not.toMatch(/manifest\+json/)
    await page.goto('/')
    await waitForFrame(page)
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  })
})
