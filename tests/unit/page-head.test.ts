import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { config } from '@/config/env'
import { siteHead, type pageHead } from '@/config/page-head'
import { summaryOf } from '@/config/share-page-preview'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/config/share-preview'
import { ADDRESS_LINES, CONTACT_EMAIL, PHONES, POSTAL_ADDRESS, SCHOOL_NAME, SOCIAL_LINKS } from '@/config/site'
import { PAGES, type PagePath } from '@/config/site-map'
import { ABOUT_PAGE, ABOUT_PHOTO } from '@/content/about'
import { LIBRARY_PAGE } from '@/content/library'
import { routeTree } from '@/routeTree.gen'
import { writeMissingMagazineShareImages } from '../../build/magazine-share-images'
import { PAGES_WITH_FIRST_CALLS } from '../first-calls'
import { i18nIn } from '../render-route'

/** The heads of the English pages. */
const ENGLISH = { lang: 'en', i18n: i18nIn('en') } as const

/**
 * Each page's head, as its route gives it (the route's loader first, for a page that brings its own preview): what
 * a link shared on WhatsApp or Facebook previews as, and what search engines index.
 */

// Vitest runs from the project root.
const PUBLIC_DIR = join(process.cwd(), 'public')
const MAX_SHARE_IMAGE_BYTES = 300 * 1024

type Head = ReturnType<typeof pageHead>
type Meta = Head['meta'][number]

interface RouteOptions {
  path: string
  loader?: (context: unknown) => unknown
  head?: (context: unknown) => Head | Promise<Head>
}

const routes = new Map(
  Object.values(routeTree.children ?? {}).map((route) => {
    const options = route.options as unknown as RouteOptions
    return [options.path, options]
  }),
)

/**
 * The head the router gives the page: its loader's data (pages without first calls), then its `head`. A magazine
 * issue's page is its year on the one magazine route.
 */
async function headOf(path: PagePath): Promise<Head> {
  const magazineYear = /^\/Magazine(\d+)$/.exec(path)?.[1]
  const routePath = magazineYear ? '/Magazine{$year}' : path
  const route = routes.get(routePath)
  if (!route?.head) throw new Error(`no route with a head for ${path}`)
  const params = magazineYear ? { year: Number(magazineYear) } : {}
  // Pages with first calls have loaders that ask the backend; their description is in page-head.ts.
  const loaderData = PAGES_WITH_FIRST_CALLS.has(path) ? undefined : await route.loader?.({ params, context: ENGLISH })
  return route.head({ loaderData, params, match: { fullPath: routePath, context: ENGLISH } })
}

const byName = (head: Head, name: string) =>
  head.meta.filter((meta): meta is { name: string; content: string } => 'name' in meta && meta.name === name)
const byProperty = (head: Head, property: string) =>
  head.meta.filter(
    (meta): meta is { property: string; content: string } => 'property' in meta && meta.property === property,
  )
const one = (found: readonly { content: string }[], what: string) => {
  expect(found, what).toHaveLength(1)
  return found[0]?.content ?? ''
}
const titleOf = (head: Head) => head.meta.flatMap((meta: Meta) => ('title' in meta ? [meta.title] : []))
const jsonLdOf = (head: Head) =>
  head.meta.flatMap((meta: Meta) => ('script:ld+json' in meta ? [meta['script:ld+json']] : []))
const canonicalOf = (head: Head) => head.links.filter((link) => link.rel === 'canonical').map((link) => link.href)

const heads = await Promise.all(PAGES.map(async (page) => [page.path, await headOf(page.path)] as const))

describe('the head of every page of the site map', () => {
  it('has one title and one description, each its own', () => {
    const titles = heads.map(([path, head]) => {
      expect(titleOf(head), path).toHaveLength(1)
      return titleOf(head)[0]
    })
    const descriptions = heads.map(([path, head]) => one(byName(head, 'description'), path))
    expect(new Set(titles).size).toBe(PAGES.length)
    expect(new Set(descriptions).size).toBe(PAGES.length)
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(155)
  })

  it('names its canonical URL, the site origin and its path, in the canonical link and og:url', () => {
    for (const [path, head] of heads) {
      expect(canonicalOf(head), path).toEqual([config.siteUrl + path])
      expect(one(byProperty(head, 'og:url'), path)).toBe(config.siteUrl + path)
    }
  })

  it('has the Open Graph and Twitter card tags, with the same title, description and image', () => {
    for (const [path, head] of heads) {
      const title = titleOf(head)[0]
      const description = one(byName(head, 'description'), path)
      expect(one(byProperty(head, 'og:type'), path)).toBe('website')
      expect(one(byProperty(head, 'og:site_name'), path)).toBe(SCHOOL_NAME)
      expect(one(byProperty(head, 'og:locale'), path)).toBe('en_IN')
      expect(one(byProperty(head, 'og:title'), path)).toBe(title)
      expect(one(byProperty(head, 'og:description'), path)).toBe(description)
      expect(one(byName(head, 'twitter:card'), path)).toBe('summary_large_image')
      expect(one(byName(head, 'twitter:title'), path)).toBe(title)
      expect(one(byName(head, 'twitter:description'), path)).toBe(description)
      expect(one(byName(head, 'twitter:image'), path)).toBe(one(byProperty(head, 'og:image'), path))
      expect(one(byProperty(head, 'og:image:alt'), path)).not.toBe('')
      expect(one(byName(head, 'twitter:image:alt'), path)).toBe(one(byProperty(head, 'og:image:alt'), path))
    }
  })

  it('previews with an absolute image that public/ has (or the build makes) as a JPEG or PNG of the stated size, under 300 KB', async () => {
    // A magazine added as data alone: the build makes its cover's copy (build/magazine-share-images.ts).
    const made = mkdtempSync(join(tmpdir(), 'share-images-'))
    await writeMissingMagazineShareImages(process.cwd(), made)
    for (const [path, head] of heads) {
      const image = one(byProperty(head, 'og:image'), path)
      expect(image.startsWith(`${config.siteUrl}/images/share/`), path).toBe(true)
      const inPublic = join(PUBLIC_DIR, image.slice(config.siteUrl.length))
      const file = existsSync(inPublic) ? inPublic : join(made, image.slice(config.siteUrl.length))
      const { format, width, height } = await sharp(file).metadata()
      expect(['jpeg', 'png'], `${path}: ${image}`).toContain(format)
      expect([width, height], path).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT])
      expect(one(byProperty(head, 'og:image:width'), path)).toBe(String(width))
      expect(one(byProperty(head, 'og:image:height'), path)).toBe(String(height))
      expect(statSync(file).size, path).toBeLessThan(MAX_SHARE_IMAGE_BYTES)
    }
    rmSync(made, { recursive: true, force: true })
  })

  it('describes a fixed-content page with its own text and shows its own lead photo', async () => {
    const about = await headOf('/about')
    const description = one(byName(about, 'description'), '/about')
    expect(ABOUT_PAGE.intro?.[0]?.startsWith(description.replace(/…$/, ''))).toBe(true)
    expect(one(byProperty(about, 'og:image'), '/about')).toBe(`${config.siteUrl}/images/share/school-building.jpg`)
    expect(one(byProperty(about, 'og:image:alt'), '/about')).toBe(ABOUT_PHOTO.alt)
    const library = await headOf('/library')
    expect(LIBRARY_PAGE.intro?.[0]).toBe(one(byName(library, 'description'), '/library'))
    expect(one(byProperty(library, 'og:image'), '/library')).toBe(`${config.siteUrl}/images/share/library-1.jpg`)
    const magazine = await headOf('/Magazine2024')
    expect(one(byProperty(magazine, 'og:image'), '/Magazine2024')).toBe(
      `${config.siteUrl}/images/share/magazines-2024-page-001.jpg`,
    )
    expect(titleOf(magazine)).toEqual([`Magazine 2023-2024 | ${SCHOOL_NAME}`])
    expect(one(byName(magazine, 'description'), '/Magazine2024')).toBe(
      `The school magazine of ${SCHOOL_NAME} for 2023-2024: all 160 pages to leaf through online.`,
    )
  })

  it("a data page and a page with no photo of its own preview with the school's image", async () => {
    for (const path of ['/Events', '/TC'] as const) {
      expect(one(byProperty(await headOf(path), 'og:image'), path)).toBe(`${config.siteUrl}/images/share/school.jpg`)
    }
  })
})

describe("the school's JSON-LD", () => {
  it('is on / and /contactUs only', () => {
    const withJsonLd = heads.filter(([, head]) => jsonLdOf(head).length > 0).map(([path]) => path)
    expect(withJsonLd).toEqual(['/', '/contactUs'])
  })

  it('is a School with name, URL, logo, address, phones, e-mail and social links, as JSON', async () => {
    for (const path of ['/', '/contactUs'] as const) {
      const [data] = jsonLdOf(await headOf(path))
      const parsed = JSON.parse(JSON.stringify(data)) as Record<string, unknown>
      expect(parsed).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'School',
        name: SCHOOL_NAME,
        url: `${config.siteUrl}/`,
        logo: `${config.siteUrl}/images/share/logo.png`,
        address: { '@type': 'PostalAddress', ...POSTAL_ADDRESS },
        telephone: PHONES.map((phone) => phone.dial),
        email: CONTACT_EMAIL,
        sameAs: SOCIAL_LINKS.map((link) => link.href),
      })
    }
    const { format, width } = await sharp(join(PUBLIC_DIR, 'images/share/logo.png')).metadata()
    expect([format, width]).toEqual(['png', 512])
  })

  it("gives the address of site.ts's ADDRESS_LINES, in its parts", () => {
    const lines = ADDRESS_LINES.join(', ')
    const { addressCountry, ...parts } = POSTAL_ADDRESS
    for (const part of Object.values(parts)) expect(lines).toContain(part)
    expect(addressCountry).toBe('IN')
    expect(lines).toContain('India')
  })
})

describe('the root route', () => {
  it('gives a title and a description only: no canonical link and no JSON-LD repeated on every page', () => {
    const head = siteHead({ lang: 'en', i18n: i18nIn('en') })
    expect(titleOf(head as Head)).toEqual([SCHOOL_NAME])
    expect('links' in head).toBe(false)
    expect(jsonLdOf(head as Head)).toEqual([])
  })
})

describe('summaryOf', () => {
  it('keeps a short text whole, and cuts a long one at a word to at most 155 characters with an ellipsis', () => {
    expect(summaryOf('  A short   text. ')).toBe('A short text.')
    const long = `${'word '.repeat(40)}end`
    const summary = summaryOf(long)
    expect(summary.length).toBeLessThanOrEqual(155)
    expect(summary).toMatch(/^word( word)*…$/)
  })
})
